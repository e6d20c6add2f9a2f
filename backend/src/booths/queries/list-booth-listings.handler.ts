import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Booth } from '../domain/booth.entity.js';
import { type BoothListing, ListBoothListingsQuery } from './list-booth-listings.query.js';

@QueryHandler(ListBoothListingsQuery)
export class ListBoothListingsHandler implements IQueryHandler<ListBoothListingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListBoothListingsQuery): Promise<BoothListing[]> {
    const where: FilterQuery<Booth> = filter.boothId === undefined ? {} : { id: filter.boothId };
    const booths = await this.em.find(Booth, where, {
      populate: ['area'],
      orderBy: [{ area: { id: 'asc' } }, { number: 'asc' }],
      // Read fresh and not kept: a command in this request may change stalls with plain SQL.
      disableIdentityMap: true,
    });
    return booths.map((booth) => ({
      id: booth.id,
      number: booth.number,
      status: booth.status,
      vendorId: booth.vendorId,
      area: {
        id: booth.area.id,
        code: booth.area.code,
        name: booth.area.name,
        price: booth.area.price,
      },
    }));
  }
}
