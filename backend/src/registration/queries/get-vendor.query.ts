import { Query } from '@nestjs/cqrs';
import type { VendorRecord } from './vendor-record.js';

/**
 * The vendor as a plain record (the read side's vendor views), null when unknown. With
 * `sessionIssuedAt`, null too when a session begun then no longer counts (as
 * `VendorMaySignInQuery` answers), in the same read.
 */
export class GetVendorQuery extends Query<VendorRecord | null> {
  constructor(
    readonly vendorId: string,
    readonly sessionIssuedAt?: Date,
  ) {
    super();
  }
}
