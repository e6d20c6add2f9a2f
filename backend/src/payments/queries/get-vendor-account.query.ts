import { Query } from '@nestjs/cqrs';

/** The kinds of money movement the ledger knows (DECISIONS 27). */
export const LEDGER_ENTRY_KINDS = [
  'deposit_card',
  'card_payment',
  'cash_payment',
  'correction',
  'refund_due',
  'refund_made',
] as const;
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
  lines: LedgerLine[];
}

/** The ledger of one vendor (payments context's read model); null for an unknown vendor. */
export class GetVendorAccountQuery extends Query<VendorAccount | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
