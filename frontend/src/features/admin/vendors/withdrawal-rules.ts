import type { AdminVendorDto } from '@standl/contracts';
import type { WithdrawalQuoteDto, WithdrawVendorDto } from './withdrawal-types';

export const WITHDRAWAL_REASON_MAX = 500;
const WAIVER_REASON_MIN = 3;

const TEXTS = {
  reasonTooLong: `Der Grund darf höchstens ${WITHDRAWAL_REASON_MAX} Zeichen lang sein`,
  waiverReasonRequired: 'Bitte geben Sie an, warum die Rücktrittsgebühr erlassen wird',
  waiverReasonTooShort: 'Der Grund für den Erlass muss mindestens 3 Zeichen lang sein',
  waiverReasonTooLong: `Der Grund für den Erlass darf höchstens ${WITHDRAWAL_REASON_MAX} Zeichen lang sein`,
};

/**
 * 'Rücktritt erklären' is offered while the vendor still has a registration to withdraw: not
 * withdrawn or rejected, not set up (the server refuses after set-up; the quote says why).
 */
export function offersWithdrawal(vendor: Pick<AdminVendorDto, 'status' | 'setUpAt'>): boolean {
  const status: string = vendor.status;
  return status !== 'withdrawn' && status !== 'rejected' && vendor.setUpAt === null;
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
