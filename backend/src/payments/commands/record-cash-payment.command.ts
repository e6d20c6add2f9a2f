import { Command } from '@nestjs/cqrs';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';

/**
 * The organiser took cash from a vendor (spec 001 'Barzahlung'): a cash_payment entry for the
 * given amount, or the open amount when none is given (DECISIONS 16). A vendor paid in full is
 * `paid` at once. Unknown vendor 404, blocked vendor or nothing open (without an amount) 409.
 */
export class RecordCashPaymentCommand extends Command<VendorAccount> {
  constructor(
    readonly vendorId: string,
    /** Cents; null: the open amount. */
    readonly amount: number | null,
    readonly note: string | null,
    readonly actor: string,
  ) {
    super();
  }
}
