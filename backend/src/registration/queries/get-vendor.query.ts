import { Query } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

export class GetVendorQuery extends Query<Vendor | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
