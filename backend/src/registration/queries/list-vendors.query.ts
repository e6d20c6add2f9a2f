import { Query } from '@nestjs/cqrs';
import type { VendorRecord } from './vendor-record.js';

/**
 * The vendors of the season, newest registration first (organiser's vendor list); only those of
 * `vendorIds` when given (vendors that no longer exist are missing).
 */
export class ListVendorsQuery extends Query<VendorRecord[]> {
  constructor(readonly vendorIds: readonly string[] | null = null) {
    super();
  }
}
