import { Query } from '@nestjs/cqrs';
import { LEDGER_KINDS } from '@standl/contracts';
import type { VendorBooth } from '../../booths/index.js';

/**
 * The kinds of money movement the ledger knows (docs/decisions.md 72; the list lives in
 * libs/contracts).
 */
export const LEDGER_ENTRY_KINDS = LEDGER_KINDS;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One money movement of a vendor; `amount` in cents, negative for money going back. */
export interface LedgerLine {
  id: string;
  kind: LedgerEntryKind;
  amount: number;
  method: 'sumup' | 'cash' | 'bank_transfer' | null;
  /** SumUp checkout id and transaction id, or the organiser's note for a correction. */
  reference: string | null;
  note: string | null;
  actor: string;
  createdAt: Date;
  /** A refund_made names the refund_due entry it settles; null otherwise. */
  settlesId: string | null;
  /** A transfer's value date (Valuta, 'YYYY-MM-DD'); null for other kinds. */
  valueDate: string | null;
}

/** A vendor's money as the ledger has it: every amount derived from the entries. */
export interface VendorAccount {
  vendorId: string;
  /** The stall fee (the price of the stall's area when the vendor got it); 0 without a stall. */
  totalAmount: number;
  /** Money received minus money returned. */
  paidAmount: number;
  /** max(0, total − paid). */
  openAmount: number;
  depositPaid: boolean;
  paymentMethod: 'sumup' | 'cash' | 'bank_transfer';
  /** When the paid amount first reached the total; null while money is open. */
  paidAt: Date | null;
  /** The latest deposit's amount (0 before any); the deposit counts as paid while paid >= it. */
  depositAmount: number;
  /** Paid deposits flagged for refund and not yet refunded, in cents (positive). */
  refundDueAmount: number;
  /** When money last came in (deposit, card, cash or transfer); null before any. */
  lastPaymentAt: Date | null;
  /** Oldest first. */
  lines: LedgerLine[];
}

/**
 * The ledger of one vendor (payments context's read model); null for an unknown vendor. A caller
 * that has just read the vendor and their stall (GetVendorBoothQuery) passes the stall as `stall`:
 * neither is read a second time (the status look-up, on every vendor's reload).
 */
export class GetVendorAccountQuery extends Query<VendorAccount | null> {
  constructor(
    readonly vendorId: string,
    readonly stall?: VendorBooth | null,
  ) {
    super();
  }
}
