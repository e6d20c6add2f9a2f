import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { FREE_BOOTH_SQL } from '../domain/booth.entity.js';
import { type BoothAreaSummary, ListBoothAreasQuery } from './list-booth-areas.query.js';

interface AreaRow {
  id: number;
  code: string;
  name: string;
  price: number;
  price_per_meter: number | null;
  allow_self_selection: boolean;
  closed_for_selection: boolean;
  total_booths: number | string;
  free_stalls: number | string;
}

/**
 * A projection in SQL, not entities, on purpose: the public map and Home read it on every visit
 * (issue 17, docs/decisions.md 90).
 */
@QueryHandler(ListBoothAreasQuery)
export class ListBoothAreasHandler implements IQueryHandler<ListBoothAreasQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BoothAreaSummary[]> {
    const rows = await this.em.execute<AreaRow[]>(
      `select a.id, a.code, a.name, a.price, a.price_per_meter, a.allow_self_selection,
              a.closed_for_selection,
              (select count(*) from booth b where b.area_id = a.id) as total_booths,
              (select count(*) from booth b where b.area_id = a.id and ${FREE_BOOTH_SQL})
                as free_stalls
         from booth_area a
        order by a.id`,
      [this.clock.now()],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      code: row.code,
      name: row.name,
      price: Number(row.price),
      pricePerMeter: row.price_per_meter === null ? null : Number(row.price_per_meter),
      allowSelfSelection: row.allow_self_selection,
      closedForSelection: row.closed_for_selection,
      totalBooths: Number(row.total_booths),
      freeStalls: Number(row.free_stalls),
    }));
  }
}
