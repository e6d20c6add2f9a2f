import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import {
  GetVendorBoothQuery,
  toVendorBooth,
  VENDOR_BOOTH_OF_SQL,
  type VendorBooth,
  vendorBoothParams,
  type VendorBoothRow,
} from './get-vendor-booth.query.js';

@QueryHandler(GetVendorBoothQuery)
export class GetVendorBoothHandler implements IQueryHandler<GetVendorBoothQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId }: GetVendorBoothQuery): Promise<VendorBooth | null> {
    // Plain SQL, no entities, on purpose: the vendor's most frequent reads (status, stall pick)
    // pass here, a measured hot path (docs/decisions.md 91).
    const [row] = await this.em.execute<VendorBoothRow[]>(
      VENDOR_BOOTH_OF_SQL,
      vendorBoothParams(vendorId, this.clock.now()),
    );
    return row ? toVendorBooth(row, row.vendor_id !== vendorId) : null;
  }
}
