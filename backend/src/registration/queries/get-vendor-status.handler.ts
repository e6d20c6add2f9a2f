import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { GetPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { Vendor } from '../domain/vendor.entity.js';
import { statusOfVendor, type VendorStatus } from '../domain/vendor-status.js';
import { GetVendorStatusQuery } from './get-vendor-status.query.js';

@QueryHandler(GetVendorStatusQuery)
export class GetVendorStatusHandler implements IQueryHandler<GetVendorStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ vendorId }: GetVendorStatusQuery): Promise<VendorStatus | null> {
    const vendor = await this.em.findOne(Vendor, { id: vendorId });
    if (!vendor) return null;
    const [booth, account] = await Promise.all([
      this.queryBus.execute(new GetVendorBoothQuery(vendorId)),
      this.queryBus.execute(new GetPaymentFactsQuery(vendorId)),
    ]);
    return statusOfVendor(vendor, booth, account.paidAmount);
  }
}
