import { Command, Query } from '@nestjs/cqrs';

/** The stall a withdrawal gives up and pays for: reserved by deposit or occupied, not a hold. */
export interface WithdrawalStall {
  boothNumber: string;
  areaName: string;
  /** Cents: what the vendor pays for the stall. */
  stallFee: number;
}

/** What a withdrawal costs now, in cents (docs/decisions.md 247–249). */
export interface WithdrawalQuote {
  /** No fee is due: on time, or no stall to pay for. */
  free: boolean;
  /** 'YYYY-MM-DD', the last day of a free withdrawal; null without a market start date. */
  lastFreeDay: string | null;
  stallFee: number;
  feePercent: number;
  feeAmount: number;
  paidAmount: number;
  /** Paid beyond the fee (less refunds already flagged): booked as refund due at withdrawal. */
  refundAmount: number;
  /** The part of the fee not yet paid. */
  openAmount: number;
}

/**
 * What withdrawing would cost the vendor now with `stall`; payments answers from the settings
 * and the ledger. Registration asks it, and the read side shows it before the vendor confirms.
 */
export class QuoteWithdrawalQuery extends Query<WithdrawalQuote> {
  constructor(
    readonly vendorId: string,
    readonly stall: WithdrawalStall | null,
  ) {
    super();
  }
}

/**
 * Books a withdrawal's money in the caller's transaction: the charge the vendor owes instead of
 * the stall fee (the fee, or 0 when free or waived) and a refund due for what was paid beyond it.
 * `confirmedFeeAmount` is the fee the vendor saw: a different fee now is a 409, nothing booked.
 * Refused with 409 when the vendor already has a charge (one withdrawal per vendor).
 */
export class BookWithdrawalChargeCommand extends Command<WithdrawalQuote & { waived: boolean }> {
  constructor(
    readonly vendorId: string,
    readonly stall: WithdrawalStall | null,
    readonly confirmedFeeAmount: number | null,
    readonly waiverReason: string | null,
    readonly actor: string,
  ) {
    super();
  }
}

/** Frees a withdrawn vendor's upcoming lift appointments in the caller's transaction (lift). */
export class ReleaseWithdrawnVendorLiftCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
