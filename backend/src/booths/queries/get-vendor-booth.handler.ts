import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import {
  GetVendorBoothQuery,
  toVendorBooth,
  VENDOR_BOOTH_SQL,
  type VendorBooth,
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
      `${VENDOR_BOOTH_SQL}
        where b.vendor_id = ? or (b.hold_vendor_id = ? and b.hold_expires_at > ?)
        order by b.vendor_id is null, b.id
        limit 1`,
      [vendorId, vendorId, this.clock.now()],
    );
    return row ? toVendorBooth(row, row.vendor_id !== vendorId) : null;
  }
}
