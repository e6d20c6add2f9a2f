import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatEuro } from '@standl/contracts';
import type { WithdrawalQuoteDto } from '@standl/contracts';
import { viennaToday } from '../../lib/format';
import { formatLongCalendarDate } from '../../lib/long-dates';
import { intlLocale } from '../../lib/locale';

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

/** Whether today (Vienna) is still on or before the last free day. */
function beforeDeadline(quote: WithdrawalQuoteDto, today: string): boolean {
  return quote.lastFreeDay !== null && today <= quote.lastFreeDay;
}

/**
 * What withdrawing costs, as the confirmation states it in the page's language (`i18n` of
 * useLingui()): 'Kostenlos bis einschließlich 6. November 2026', or 'Rücktrittsgebühr 70,00 €
 * (50 % der Standgebühr)'.
 */
export function withdrawalFeeText(
  i18n: I18n,
  quote: WithdrawalQuoteDto,
  today = viennaToday(),
): string {
  const locale = intlLocale(i18n.locale);
  if (quote.feeAmount > 0) {
    const fee = formatEuro(quote.feeAmount, locale);
    const percent = quote.feePercent;
    return i18n._(msg`Rücktrittsgebühr ${fee} (${percent} % der Standgebühr)`);
  }
  if (beforeDeadline(quote, today)) {
    const lastFreeDay = formatLongCalendarDate(quote.lastFreeDay, locale);
    return i18n._(msg`Kostenlos bis einschließlich ${lastFreeDay}`);
  }
  return i18n._(msg`Kostenlos`);
}

/** Why nothing is charged after the deadline: no stall of one's own yet. */
export function withdrawalFeeReason(
  i18n: I18n,
  quote: WithdrawalQuoteDto,
  today = viennaToday(),
): string | null {
  if (quote.feeAmount > 0 || quote.stallFee > 0 || beforeDeadline(quote, today)) return null;
  if (quote.lastFreeDay === null) return null;
  return i18n._(msg`Sie haben noch keinen Standplatz, daher fällt keine Rücktrittsgebühr an.`);
}
