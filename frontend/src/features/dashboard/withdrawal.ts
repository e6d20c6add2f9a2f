import { formatEuro } from '@standl/contracts';
import { formatLongCalendarDate } from '../../lib/format';
import type { WithdrawalQuoteDto } from '../../lib/pending-contract-types';

/** Statuses whose registration can no longer be withdrawn by the vendor: nothing to offer. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set([
  'withdrawn',
  'rejected',
  'aufgebaut',
  'checked_in',
  'archived',
]);

/**
 * Whether the dashboard offers 'Anmeldung zurückziehen'. The server's quote has the last word
 * (it refuses after set-up, for instance); this only hides the button where it never applies.
 */
export function offersWithdrawal(status: string): boolean {
  return !CLOSED_STATUSES.has(status);
}

/**
 * What withdrawing costs, as the confirmation states it: 'Kostenlos bis einschließlich
 * 6. November 2026', or 'Rücktrittsgebühr 70,00 € (50 % der Standgebühr)'.
 */
export function withdrawalFeeText(quote: WithdrawalQuoteDto): string {
  if (quote.feeAmount > 0) {
    return `Rücktrittsgebühr ${formatEuro(quote.feeAmount)} (${quote.feePercent} % der Standgebühr)`;
  }
  if (quote.free && quote.lastFreeDay) {
    return `Kostenlos bis einschließlich ${formatLongCalendarDate(quote.lastFreeDay)}`;
  }
  return 'Kostenlos';
}

/** Why nothing is charged after the deadline: no stall of one's own yet. */
export function withdrawalFeeReason(quote: WithdrawalQuoteDto): string | null {
  if (quote.feeAmount > 0 || quote.free) return null;
  return 'Sie haben noch keinen Standplatz, daher fällt keine Rücktrittsgebühr an.';
}

/** The most characters of the optional reason, as the server takes them. */
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;
