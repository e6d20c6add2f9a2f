import { Query } from '@nestjs/cqrs';

/**
 * Whether a vendor's session still counts: the vendor exists and is not blocked (DECISIONS 19,
 * docs/decisions.md 34). Asked by the session guard, answered by the registration context.
 */
export class VendorMaySignInQuery extends Query<boolean> {
  constructor(readonly vendorId: string) {
    super();
  }
}
