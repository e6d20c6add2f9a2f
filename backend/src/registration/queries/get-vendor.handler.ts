import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { sessionStillCounts } from './vendor-may-sign-in.handler.js';
import { type VendorRecord, vendorRecordOf } from './vendor-record.js';
import { GetVendorQuery } from './get-vendor.query.js';

@QueryHandler(GetVendorQuery)
export class GetVendorHandler implements IQueryHandler<GetVendorQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId, sessionIssuedAt }: GetVendorQuery): Promise<VendorRecord | null> {
    const vendor = await this.em.findOne(Vendor, {
      id: vendorId,
      ...(sessionIssuedAt && sessionStillCounts(sessionIssuedAt)),
    });
    return vendor && vendorRecordOf(vendor);
  }
}
