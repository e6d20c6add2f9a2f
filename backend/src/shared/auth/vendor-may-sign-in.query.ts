import { Query } from '@nestjs/cqrs';

/**
 * Whether a vendor's session still counts: the vendor exists, is not blocked
 * (docs/decisions.md 34, 77) and has not logged out since the session began. Asked by the session
 * guard, answered by the registration context.
 */
export class VendorMaySignInQuery extends Query<boolean> {
  constructor(
    readonly vendorId: string,
    readonly sessionIssuedAt: Date,
  ) {
    super();
  }
}
