import { Query } from '@nestjs/cqrs';
import type { RegistrationState } from '../domain/vendor.entity.js';

/** Where a vendor stands, as the payments context reads it: plain values, no managed entity. */
export interface VendorStanding {
  id: string;
  accessCode: string;
  isBlocked: boolean;
  registrationState: RegistrationState;
}

/** One vendor's standing; null when the vendor does not exist (any more). */
export class GetVendorStandingQuery extends Query<VendorStanding | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
