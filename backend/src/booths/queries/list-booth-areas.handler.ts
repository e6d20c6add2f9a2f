import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { type BoothAreaSummary, ListBoothAreasQuery } from './list-booth-areas.query.js';

interface AreaRow {
  id: number;
  code: string;
  name: string;
  price: number;
  price_per_meter: number | null;
  allow_self_selection: boolean;
  total_booths: number | string;
}

/**
 * A projection in SQL, not entities, on purpose: the public map and Home read it on every visit
 * (issue 17, docs/decisions.md 90).
 */
@QueryHandler(ListBoothAreasQuery)
export class ListBoothAreasHandler implements IQueryHandler<ListBoothAreasQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<BoothAreaSummary[]> {
    const rows = await this.em.execute<AreaRow[]>(
      `select a.id, a.code, a.name, a.price, a.price_per_meter, a.allow_self_selection,
              (select count(*) from booth b where b.area_id = a.id) as total_booths
         from booth_area a
        order by a.id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      code: row.code,
      name: row.name,
      price: Number(row.price),
      pricePerMeter: row.price_per_meter === null ? null : Number(row.price_per_meter),
      allowSelfSelection: row.allow_self_selection,
      totalBooths: Number(row.total_booths),
    }));
  }
}
