import { Command } from '@nestjs/cqrs';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';

export interface BankTransferBooked {
  account: VendorAccount;
  /** Cents of the transfer above what was owed, booked as refund_due with it; 0 for none. */
  excess: number;
  /** The transfer_payment entry's id. */
  entryId: string;
}

/**
 * The organiser books a transfer that arrived on the market's account (issue 30): a
 * transfer_payment entry (method bank_transfer) with its value date, reference and note. The
 * money is already there, so it is booked even when nothing is open; the part above what the
 * vendor owes is booked as refund_due in the same transaction. Paid in full → `paid` and the
 * invoice as for any payment. Unknown vendor 404, blocked vendor 409, an amount 100 times what
 * is owed or more (typed in the wrong unit) 400.
 */
export class RecordBankTransferCommand extends Command<BankTransferBooked> {
  constructor(
    readonly vendorId: string,
    /** Cents, > 0. */
    readonly amount: number,
    /** Valuta: the Vienna day the bank credited it, 'YYYY-MM-DD'. */
    readonly valueDate: string,
    /** The transfer's Verwendungszweck as the bank shows it (≤ 200). */
    readonly reference: string | null,
    /** The organiser's note (≤ 500). */
    readonly note: string | null,
    /** The console account's display name. */
    readonly actor: string,
  ) {
    super();
  }
}
