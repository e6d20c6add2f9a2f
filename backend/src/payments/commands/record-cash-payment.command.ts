import { Command } from '@nestjs/cqrs';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';

export interface CashPaymentBooked {
  account: VendorAccount;
  /** Cents of the payment above what was owed, booked as refund_due with it; 0 for none. */
  excess: number;
}

/**
 * The organiser took cash from a vendor (spec 001 'Barzahlung'): a cash_payment entry for the
 * given amount, or the open amount when none is given; the part above what the
 * vendor owes is booked as refund_due in the same transaction. A vendor paid in full is `paid` at
 * once. Unknown vendor 404, blocked vendor or nothing open (with or without an amount) 409.
 */
export class RecordCashPaymentCommand extends Command<CashPaymentBooked> {
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
