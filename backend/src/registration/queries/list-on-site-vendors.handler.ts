import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListOnSiteVendorsQuery, type OnSiteVendor } from './list-on-site-vendors.query.js';
import { vendorsWithStalls } from './vendors-with-stalls.js';

@QueryHandler(ListOnSiteVendorsQuery)
export class ListOnSiteVendorsHandler implements IQueryHandler<ListOnSiteVendorsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter }: ListOnSiteVendorsQuery): Promise<OnSiteVendor[]> {
    const rows = await vendorsWithStalls(this.em, this.queryBus, {
      registrationState: { $ne: 'rejected' as const },
      ...(filter.vendorId !== undefined && { id: filter.vendorId }),
      ...(filter.accessCode !== undefined && { accessCode: filter.accessCode }),
    });
    const onSite: OnSiteVendor[] = [];
    for (const { vendor, booth, status } of rows) {
      if (!booth || booth.holdExpiresAt) continue;
      onSite.push({
        id: vendor.id,
        name: vendor.name,
        email: vendor.email,
        phone: vendor.phone,
        accessCode: vendor.accessCode,
        status,
        isBlocked: vendor.isBlocked,
        setUpAt: vendor.setUpAt,
        lastCheckIn: vendor.lastCheckIn,
        createdAt: vendor.createdAt,
        booth: {
          id: booth.id,
          number: booth.number,
          areaCode: booth.area.code,
          areaName: booth.area.name,
        },
      });
    }
    return onSite.sort((a, b) =>
      a.booth.number.localeCompare(b.booth.number, 'de', { numeric: true }),
    );
  }
}
