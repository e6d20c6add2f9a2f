import { Query } from '@nestjs/cqrs';
import type { VendorStatus } from '../domain/vendor-status.js';

/**
 * The spec's status string of one vendor (docs/decisions.md 190), or null for an unknown id. Asked
 * by the contexts that show it; the read side (views) answers it from the vendor, stall and ledger.
 */
export class GetVendorStatusQuery extends Query<VendorStatus | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
