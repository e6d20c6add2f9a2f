import { Query } from '@nestjs/cqrs';
import type { VendorRecord } from './vendor-record.js';

/** The vendor as a plain record (the read side's vendor views), null when unknown. */
export class GetVendorQuery extends Query<VendorRecord | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
