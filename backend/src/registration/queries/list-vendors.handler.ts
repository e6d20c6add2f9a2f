import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { type VendorRecord, vendorRecordOf } from './vendor-record.js';
import { ListVendorsQuery } from './list-vendors.query.js';

@QueryHandler(ListVendorsQuery)
export class ListVendorsHandler implements IQueryHandler<ListVendorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorIds }: ListVendorsQuery): Promise<VendorRecord[]> {
    if (vendorIds !== null && vendorIds.length === 0) return [];
    const vendors = await this.em.find(
      Vendor,
      vendorIds === null ? {} : { id: { $in: [...new Set(vendorIds)] } },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return vendors.map(vendorRecordOf);
  }
}
