import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListVendorBoothsQuery } from '../../booths/queries/list-vendor-booths.query.js';
import { ListVendorAccountsQuery } from '../../payments/queries/list-vendor-accounts.query.js';
import { statusOfVendor } from '../domain/vendor-status.js';
import { Vendor } from '../domain/vendor.entity.js';
import { ListOnSiteVendorsQuery, type OnSiteVendor } from './list-on-site-vendors.query.js';

@QueryHandler(ListOnSiteVendorsQuery)
export class ListOnSiteVendorsHandler implements IQueryHandler<ListOnSiteVendorsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter }: ListOnSiteVendorsQuery): Promise<OnSiteVendor[]> {
    const where = {
      registrationState: { $ne: 'rejected' as const },
      ...(filter.vendorId !== undefined && { id: filter.vendorId }),
      ...(filter.accessCode !== undefined && { accessCode: filter.accessCode }),
    };
    const vendors = await this.em.find(Vendor, where);
    if (vendors.length === 0) return [];
    const booths = await this.queryBus.execute(new ListVendorBoothsQuery());
    const accounts = await this.queryBus.execute(
      new ListVendorAccountsQuery(vendors.map((vendor) => vendor.id)),
    );
    const onSite: OnSiteVendor[] = [];
    for (const vendor of vendors) {
      const booth = booths.get(vendor.id);
      if (!booth || booth.holdExpiresAt) continue;
      onSite.push({
        id: vendor.id,
        name: vendor.name,
        email: vendor.email,
        phone: vendor.phone,
        accessCode: vendor.accessCode,
        status: statusOfVendor(vendor, booth, accounts.get(vendor.id)?.paidAmount ?? 0),
        isBlocked: vendor.isBlocked,
        setUpAt: vendor.setUpAt,
        lastCheckIn: vendor.lastCheckIn,
        booth: {
          id: booth.id,
          number: booth.number,
          areaCode: booth.area.code,
          areaName: booth.area.name,
        },
      });
    }
    return onSite.sort((a, b) => a.booth.number.localeCompare(b.booth.number, 'de'));
  }
}
