import { Query } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

/** The vendor entity, for the registration context itself (others: GetVendorStandingQuery). */
export class GetVendorQuery extends Query<Vendor | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
