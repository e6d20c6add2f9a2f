import {
  WITHDRAWAL_MESSAGES as TEXTS,
  WITHDRAWAL_REASON_MAX,
  type AdminVendorDto,
  type WithdrawalQuoteDto,
  type WithdrawVendorDto,
} from '@standl/contracts';

const WAIVER_REASON_MIN = 3;

/**
 * 'Rücktritt erklären' is offered while the vendor still has a registration to withdraw: not
 * withdrawn or rejected, not set up (the server refuses after set-up; the quote says why).
 */
export function offersWithdrawal(vendor: Pick<AdminVendorDto, 'status' | 'setUpAt'>): boolean {
  return vendor.status !== 'withdrawn' && vendor.status !== 'rejected' && vendor.setUpAt === null;
}

export interface WithdrawalEffect {
  fee: number;
  refund: number;
  open: number;
}

/**
 * What the withdrawal books, by the server's rule: the fee (none when waived), a refund of what
 * was paid beyond it, or the rest of the fee still open.
 */
export function withdrawalEffect(quote: WithdrawalQuoteDto, waive: boolean): WithdrawalEffect {
  const fee = waive ? 0 : quote.feeAmount;
  return {
    fee,
    refund: Math.max(0, quote.paidAmount - fee),
    open: Math.max(0, fee - quote.paidAmount),
  };
}

export interface WithdrawalFormValues {
  reason: string;
  waive: boolean;
  waiverReason: string;
}

export type WithdrawalFormErrors = Partial<Record<'reason' | 'waiverReason', string>>;

/** The server's limits: an optional reason, and a reason of 3 to 500 characters for a waiver. */
export function validateWithdrawal(values: WithdrawalFormValues): WithdrawalFormErrors {
  const errors: WithdrawalFormErrors = {};
  if (values.reason.trim().length > WITHDRAWAL_REASON_MAX) errors.reason = TEXTS.reasonTooLong;
  if (values.waive) {
    const waiver = values.waiverReason.trim();
    if (!waiver) errors.waiverReason = TEXTS.waiverReasonRequired;
    else if (waiver.length < WAIVER_REASON_MIN) errors.waiverReason = TEXTS.waiverReasonTooShort;
    else if (waiver.length > WITHDRAWAL_REASON_MAX) errors.waiverReason = TEXTS.waiverReasonTooLong;
  }
  return errors;
}

export function withdrawalBody(values: WithdrawalFormValues): WithdrawVendorDto {
  const reason = values.reason.trim();
  return {
    ...(reason ? { reason } : {}),
    ...(values.waive ? { waiveFee: true, waiverReason: values.waiverReason.trim() } : {}),
  };
}
