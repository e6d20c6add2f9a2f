import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { GetVendorStandingQuery, type VendorStanding } from './get-vendor-standing.query.js';

@QueryHandler(GetVendorStandingQuery)
export class GetVendorStandingHandler implements IQueryHandler<GetVendorStandingQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: GetVendorStandingQuery): Promise<VendorStanding | null> {
    const vendor = await this.em.findOne(Vendor, { id: vendorId });
    if (!vendor) return null;
    const { id, accessCode, isBlocked, registrationState } = vendor;
    return { id, accessCode, isBlocked, registrationState };
  }
}
