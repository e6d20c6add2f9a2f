import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import type { BoothStatus } from '@standl/contracts';
import { ListPublicBoothsQuery, type PublicBooth } from './list-public-booths.query.js';

interface BoothRow {
  id: number;
  number: string;
  area_id: number;
  area_code: string;
  status: BoothStatus;
  location_description: string | null;
  held: boolean;
  hold_expires_at: Date | string | null;
}

@QueryHandler(ListPublicBoothsQuery)
export class ListPublicBoothsHandler implements IQueryHandler<ListPublicBoothsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PublicBooth[]> {
    // Plain SQL on purpose: the public stall map, read by everyone who reloads it in a rush
    // (issue 17, docs/decisions.md 90).
    const rows = await this.em.execute<BoothRow[]>(
      `select b.id, b.number, a.id as area_id, a.code as area_code, b.status,
              b.location_description, b.hold_vendor_id is not null as held, b.hold_expires_at
         from booth b
         join booth_area a on a.id = b.area_id
        where a.allow_self_selection
        order by a.id, b.number`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      number: row.number,
      areaId: Number(row.area_id),
      areaCode: row.area_code,
      status: row.status,
      locationDescription: row.location_description,
      held: row.held,
      holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at),
    }));
  }
}
