import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { ListVendorContactsQuery, type VendorContact } from './list-vendor-contacts.query.js';

@QueryHandler(ListVendorContactsQuery)
export class ListVendorContactsHandler implements IQueryHandler<ListVendorContactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorIds }: ListVendorContactsQuery): Promise<Map<string, VendorContact>> {
    const ids = [...new Set(vendorIds)];
    if (ids.length === 0) return new Map();
    const vendors = await this.em.find(Vendor, { id: { $in: ids } });
    return new Map(
      vendors.map((vendor) => [
        vendor.id,
        { id: vendor.id, name: vendor.name, email: vendor.email },
      ]),
    );
  }
}
