import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { GetVendorQuery } from './get-vendor.query.js';

@QueryHandler(GetVendorQuery)
export class GetVendorHandler implements IQueryHandler<GetVendorQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ vendorId }: GetVendorQuery): Promise<Vendor | null> {
    return this.em.findOne(Vendor, { id: vendorId });
  }
}
