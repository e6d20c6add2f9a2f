import { Query } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

/** The vendor with this (normalised) access code, unless blocked: both look the same (DECISIONS 10). */
export class FindVendorByAccessCodeQuery extends Query<Vendor | null> {
  constructor(readonly accessCode: string) {
    super();
  }
}
