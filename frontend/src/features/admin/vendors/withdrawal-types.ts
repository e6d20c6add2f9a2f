/**
 * The withdrawal's answers (issue 31), typed by hand from the issue's contract until the
 * generated client has them.
 */
export interface WithdrawalQuoteDto {
  allowed: boolean;
  refusal: string | null;
  free: boolean;
  lastFreeDay: string | null;
  stallFee: number;
  feePercent: number;
  feeAmount: number;
  paidAmount: number;
  refundAmount: number;
  openAmount: number;
  boothNumber: string | null;
}

export interface WithdrawVendorDto {
  reason?: string;
  waiveFee?: boolean;
  waiverReason?: string;
}

export interface WithdrawalDto {
  withdrawnAt: string;
  by: 'vendor' | 'organiser';
  feeAmount: number;
  free: boolean;
  waived: boolean;
  refundAmount: number;
  openAmount: number;
  boothNumber: string | null;
}

const longDay = new Intl.DateTimeFormat('de-AT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Stand-in for the contracts' sentence until the withdrawal lands there. */
export function withdrawalFeeText(facts: {
  free: boolean;
  waived: boolean;
  feeAmount: number;
  feePercent: number;
  lastFreeDay: string | null;
}): string {
  const euro = (cents: number) =>
    `${(cents / 100).toLocaleString('de-AT', { minimumFractionDigits: 2 })} €`;
  if (facts.waived) return 'Die Rücktrittsgebühr wurde vom Veranstalter erlassen.';
  if (facts.free) {
    return facts.lastFreeDay
      ? `Der Rücktritt ist kostenlos (bis einschließlich ${longDay.format(new Date(`${facts.lastFreeDay}T00:00:00Z`))}).`
      : 'Der Rücktritt ist kostenlos.';
  }
  return `Die Rücktrittsgebühr beträgt ${euro(facts.feeAmount)} (${facts.feePercent} % der Standgebühr).`;
}
