import { Query } from '@nestjs/cqrs';
import type { VendorRecord } from './vendor-record.js';

/** The vendor with this (normalised) access code, blocked or not; the caller tells them apart. */
export class FindVendorByAccessCodeQuery extends Query<VendorRecord | null> {
  constructor(readonly accessCode: string) {
    super();
  }
}
