import { Query } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

/** The vendor with this (normalised) access code, blocked or not; the caller tells them apart. */
export class FindVendorByAccessCodeQuery extends Query<Vendor | null> {
  constructor(readonly accessCode: string) {
    super();
  }
}
