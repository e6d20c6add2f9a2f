import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import type { BoothStatus } from '@standl/contracts';
import { type BoothListing, ListBoothListingsQuery } from './list-booth-listings.query.js';

interface ListingRow {
  id: number;
  number: string;
  status: BoothStatus;
  vendor_id: string | null;
  area_id: number;
  area_code: string;
  area_name: string;
  area_price: number | string;
}

@QueryHandler(ListBoothListingsQuery)
export class ListBoothListingsHandler implements IQueryHandler<ListBoothListingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListBoothListingsQuery): Promise<BoothListing[]> {
    const one = filter.boothId !== undefined;
    const rows = await this.em.execute<ListingRow[]>(
      `select b.id, b.number, b.status, b.vendor_id, a.id as area_id, a.code as area_code,
              a.name as area_name, a.price as area_price
         from booth b
         join booth_area a on a.id = b.area_id
        ${one ? 'where b.id = ?' : ''}
        order by a.id, b.number`,
      one ? [filter.boothId] : [],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      number: row.number,
      status: row.status,
      vendorId: row.vendor_id,
      area: {
        id: Number(row.area_id),
        code: row.area_code,
        name: row.area_name,
        price: Number(row.area_price),
      },
    }));
  }
}
