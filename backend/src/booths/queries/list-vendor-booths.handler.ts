import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { toVendorBooth, type VendorBooth, type VendorBoothRow } from './get-vendor-booth.query.js';
import { ListVendorBoothsQuery } from './list-vendor-booths.query.js';
import { VENDOR_BOOTH_SQL } from './vendor-booth.sql.js';

@QueryHandler(ListVendorBoothsQuery)
export class ListVendorBoothsHandler implements IQueryHandler<ListVendorBoothsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Map<string, VendorBooth>> {
    // Plain SQL on purpose: the same rows as GetVendorBoothQuery, the status reads' hot path
    // (docs/decisions.md 91).
    const rows = await this.em.execute<VendorBoothRow[]>(
      `${VENDOR_BOOTH_SQL}
        where b.vendor_id is not null or (b.hold_vendor_id is not null and b.hold_expires_at > ?)
        order by b.vendor_id is null, b.id`,
      [this.clock.now()],
    );
    const byVendor = new Map<string, VendorBooth>();
    for (const row of rows) {
      const vendorId = row.vendor_id ?? row.hold_vendor_id!;
      // A stall the vendor has wins over one they still hold.
      if (byVendor.has(vendorId)) continue;
      byVendor.set(vendorId, toVendorBooth(row, row.vendor_id === null));
    }
    return byVendor;
  }
}
