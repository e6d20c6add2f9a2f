import { onFirstUse } from './first-use.js';
import { formatEuro } from './money.js';

/** Who withdrew a registration: the vendor in the dashboard, or the organiser in the console. */
export const WITHDRAWN_BY = ['vendor', 'organiser'] as const;

/** The longest reason a withdrawal or a waiver may give. */
export const WITHDRAWAL_REASON_MAX = 500;

/** Texts of the withdrawal (issue 31, docs/decisions.md 246–255). */
export const WITHDRAWAL_MESSAGES = {
  alreadyWithdrawn: 'Diese Anmeldung ist bereits zurückgezogen.',
  vendorWithdrawn: 'Diese Anmeldung wurde zurückgezogen.',
  rejected: 'Eine abgelehnte Anmeldung kann nicht zurückgezogen werden.',
  afterSetUp:
    'Nach dem Aufbau ist ein Rücktritt nicht mehr möglich. Bitte wenden Sie sich an den Veranstalter.',
  feeChanged: (fee: number) =>
    fee === 0
      ? 'Der Rücktritt ist jetzt kostenlos. Bitte bestätigen Sie ihn erneut.'
      : `Die Rücktrittsgebühr hat sich geändert: sie beträgt jetzt ${formatEuro(fee)}. Bitte bestätigen Sie den Rücktritt erneut.`,
  confirmedFeeInvalid: 'Bitte bestätigen Sie die angezeigte Rücktrittsgebühr (in Cent).',
  reasonTooLong: `Der Grund darf höchstens ${WITHDRAWAL_REASON_MAX} Zeichen lang sein`,
  waiverReasonRequired: 'Bitte geben Sie an, warum die Rücktrittsgebühr erlassen wird',
  waiverReasonTooShort: 'Der Grund für den Erlass muss mindestens 3 Zeichen lang sein',
  waiverReasonTooLong: `Der Grund für den Erlass darf höchstens ${WITHDRAWAL_REASON_MAX} Zeichen lang sein`,
  /** The note of the refund_due booked at the withdrawal. */
  refundNote: 'Rücktritt: bitte erstatten',
  /** The Storno's reason when a withdrawal cancels the invoice. */
  cancellationReason: 'Rücktritt',
  withdrawn: 'Anmeldung zurückgezogen',
} as const;

const dayMonthYear = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day 'YYYY-MM-DD' as '6. November 2026'. */
export function formatDayMonthYear(day: string): string {
  return dayMonthYear().format(new Date(`${day}T00:00:00Z`));
}

/**
 * The fee invoice's one line:
 * 'Rücktrittsgebühr (50 % der Standgebühr) für Standplatz AK-07 (Arkadenhof), Adventmarkt 2026'.
 */
export function withdrawalServiceLine(
  feePercent: number,
  boothNumber: string,
  areaName: string,
  marketYear: number,
): string {
  return `Rücktrittsgebühr (${feePercent} % der Standgebühr) für Standplatz ${boothNumber} (${areaName}), Adventmarkt ${marketYear}`;
}

/** Whether an invoice's line is that of a withdrawal fee (not the stall's own invoice). */
export function isWithdrawalServiceLine(line: string): boolean {
  return line.startsWith('Rücktrittsgebühr ');
}

/** What a withdrawal costs, as one German sentence (dialog, mail, history). */
export function withdrawalFeeText(facts: {
  free: boolean;
  waived: boolean;
  feeAmount: number;
  feePercent: number;
  lastFreeDay: string | null;
}): string {
  if (facts.waived) return 'Die Rücktrittsgebühr wurde vom Veranstalter erlassen.';
  if (facts.free) {
    return facts.lastFreeDay
      ? `Der Rücktritt ist kostenlos (bis einschließlich ${formatDayMonthYear(facts.lastFreeDay)}).`
      : 'Der Rücktritt ist kostenlos.';
  }
  return `Die Rücktrittsgebühr beträgt ${formatEuro(facts.feeAmount)} (${facts.feePercent} % der Standgebühr).`;
}
