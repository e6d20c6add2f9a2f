import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MarketSettingsDto } from '@standl/contracts';
import { formatDateRange, parseCalendarDate } from '../../lib/format';
import { intlLocale } from '../../lib/locale';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
  type CalendarPeriod,
} from './market-defaults';

/** Shown for a period the organiser has not set yet. */
export const DATES_TO_FOLLOW_MESSAGE = msg`Termine folgen`;
/** The same in German, for the German-only texts that still take a string (the Teilnahmebedingungen). */
export const DATES_TO_FOLLOW = 'Termine folgen';

const GERMAN = 'de-AT';
const dayMonthYear = new Map<string, Intl.DateTimeFormat>();
function fullDate(locale: string): Intl.DateTimeFormat {
  let format = dayMonthYear.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dayMonthYear.set(locale, format);
  }
  return format;
}

/**
 * A period in an `Intl` locale, written the way src/lib/format.ts writes it in German ('5. - 8.
 * Dez. 2025'): '5 - 8 Dec 2025', '28 Nov - 2 Dec 2025' in British English. German goes through
 * the shared formatter, so it stays exactly as it was.
 */
export function formatPeriod(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
  locale: string = GERMAN,
): string | null {
  if (locale === GERMAN) return formatDateRange(startValue, endValue);
  const start = parseCalendarDate(startValue);
  const end = parseCalendarDate(endValue);
  const full = fullDate(locale);
  if (!start || !end) {
    const single = start ?? end;
    return single ? full.format(single) : null;
  }
  if (start.getTime() === end.getTime()) return full.format(start);
  const parts = Object.fromEntries(
    full.formatToParts(start).map((part) => [part.type, part.value]),
  );
  const to = full.format(end);
  if (start.getFullYear() !== end.getFullYear()) return `${full.format(start)} - ${to}`;
  if (start.getMonth() !== end.getMonth()) return `${parts.day} ${parts.month} - ${to}`;
  return `${parts.day} - ${to}`;
}

/**
 * Market, set-up and teardown periods as shown everywhere ('5. - 8. Dez. 2025'). The spec's
 * fallback dates stand in only when there are no settings at all (they failed to load); a
 * period left blank in loaded settings reads 'Termine folgen', never last season's dates.
 * With `i18n` in its language ('5 - 8 Dec 2025', 'Dates to follow'), else in German.
 */
export function marketPeriods(settings: MarketSettingsDto | undefined, i18n?: I18n) {
  const locale = i18n ? intlLocale(i18n.locale) : GERMAN;
  const toFollow = i18n ? i18n._(DATES_TO_FOLLOW_MESSAGE) : DATES_TO_FOLLOW;
  const period = (
    start: string | null | undefined,
    end: string | null | undefined,
    fallback: CalendarPeriod,
  ) =>
    formatPeriod(start, end, locale) ??
    (settings ? toFollow : (formatPeriod(fallback.start, fallback.end, locale) ?? toFollow));
  return {
    market: period(settings?.marketStartDate, settings?.marketEndDate, FALLBACK_MARKET_PERIOD),
    setup: period(settings?.setupStartDate, settings?.setupEndDate, FALLBACK_SETUP_PERIOD),
    teardown: period(
      settings?.teardownStartDate,
      settings?.teardownEndDate,
      FALLBACK_TEARDOWN_PERIOD,
    ),
  };
}

/** The market's periods in the page's language. */
export function useMarketPeriods(settings: MarketSettingsDto | undefined) {
  const { i18n } = useLingui();
  return marketPeriods(settings, i18n);
}
