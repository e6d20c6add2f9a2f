import { Query } from '@nestjs/cqrs';

/**
 * Whether the vendor's latest deposit is covered by what they paid (VendorAccount.depositPaid),
 * from the ledger alone: the stall pick asks this and needs nothing else of the account.
 */
export class HasPaidDepositQuery extends Query<boolean> {
  constructor(readonly vendorId: string) {
    super();
  }
}
