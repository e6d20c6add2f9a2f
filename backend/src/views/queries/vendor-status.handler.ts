import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetVendorBoothQuery } from '../../booths/index.js';
import {
  GetPaymentFactsQuery,
  GetVendorQuery,
  GetVendorStatusQuery,
  statusOfVendor,
  type VendorStatus,
} from '../../registration/index.js';

/** The status the API shows for one vendor: registration's facts, the stall and the ledger. */
@QueryHandler(GetVendorStatusQuery)
export class GetVendorStatusHandler implements IQueryHandler<GetVendorStatusQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ vendorId }: GetVendorStatusQuery): Promise<VendorStatus | null> {
    const vendor = await this.queryBus.execute(new GetVendorQuery(vendorId));
    if (!vendor) return null;
    const [booth, money] = await Promise.all([
      this.queryBus.execute(new GetVendorBoothQuery(vendorId)),
      this.queryBus.execute(new GetPaymentFactsQuery(vendorId)),
    ]);
    return statusOfVendor(vendor, booth, money.paidAmount);
  }
}
