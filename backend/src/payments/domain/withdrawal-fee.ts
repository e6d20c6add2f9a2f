import { viennaDate } from '../../shared/clock/clock.js';

export interface WithdrawalFeeInput {
  now: Date;
  /** 'YYYY-MM-DD'; null while the organiser has not set it. */
  marketStartDate: string | null;
  withdrawalFreeDays: number;
  withdrawalFeePercent: number;
  /** Cents: the fee of the stall the vendor has (reserved or occupied); null without one. */
  stallFee: number | null;
}

export interface WithdrawalFee {
  /** No fee: on time, or no stall to pay for. */
  free: boolean;
  lastFreeDay: string | null;
  stallFee: number;
  feePercent: number;
  feeAmount: number;
}

/** The calendar day `days` before 'YYYY-MM-DD'. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The terms' withdrawal fee (docs/decisions.md 247): free while the Vienna date of `now` is on or
 * before the last free day (market start − free days, in calendar days); without a market start
 * date always free. Later, the share of the stall fee, rounded half up to whole cents. A vendor
 * without a stall (none, or a mere hold) pays nothing.
 */
export function withdrawalFee(input: WithdrawalFeeInput): WithdrawalFee {
  const lastFreeDay = input.marketStartDate
    ? daysBefore(input.marketStartDate, input.withdrawalFreeDays)
    : null;
  const onTime = lastFreeDay === null || viennaDate(input.now) <= lastFreeDay;
  const stallFee = input.stallFee ?? 0;
  // Cents times a whole percent is whole: Math.round of a positive number rounds half up.
  const feeAmount =
    onTime || input.stallFee === null
      ? 0
      : Math.round((stallFee * input.withdrawalFeePercent) / 100);
  return {
    free: feeAmount === 0,
    lastFreeDay,
    stallFee,
    feePercent: input.withdrawalFeePercent,
    feeAmount,
  };
}

/**
 * What is refunded at the withdrawal and what stays open: paid beyond the fee, less refunds
 * already flagged and not yet made, is due back; short of the fee, the rest stays open.
 */
export function withdrawalMoney(
  feeAmount: number,
  account: { paidAmount: number; refundDueAmount: number },
): { refundAmount: number; openAmount: number } {
  return {
    refundAmount: Math.max(0, account.paidAmount - feeAmount - account.refundDueAmount),
    openAmount: Math.max(0, feeAmount - account.paidAmount),
  };
}
