import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListSeasonVendorsQuery, type SeasonVendor } from './list-season-vendors.query.js';
import { vendorsWithStalls } from './vendors-with-stalls.js';

@QueryHandler(ListSeasonVendorsQuery)
export class ListSeasonVendorsHandler implements IQueryHandler<ListSeasonVendorsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ registeredBefore }: ListSeasonVendorsQuery): Promise<SeasonVendor[]> {
    const rows = await vendorsWithStalls(this.em, this.queryBus, {
      createdAt: { $lt: registeredBefore },
    });
    return rows
      .map(({ vendor, booth, status }) => ({
        id: vendor.id,
        name: vendor.name,
        email: vendor.email,
        status,
        isBlocked: vendor.isBlocked,
        blockedReason: vendor.blockedReason,
        canBeUnblocked: vendor.canBeUnblocked,
        createdAt: vendor.createdAt,
        booth: booth && { number: booth.number, areaName: booth.area.name },
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}
