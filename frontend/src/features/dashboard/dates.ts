import { MARKET_TIME_ZONE } from '@standl/contracts';
import { perLocale, withClockSuffix } from '../../lib/format';

/**
 * The dashboard's dates and counters in the page's language (issue 33): each helper takes the
 * `Intl` locale of useFormat() ('de-AT' on German pages, 'en-GB' on English ones) and writes
 * German by default, as the shared German formatters do.
 */
export const GERMAN = 'de-AT';

function validInstant(instant: string | null | undefined): Date | null {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A calendar day 'YYYY-MM-DD' as its midnight in UTC (format it with timeZone 'UTC'), else null. */
export function utcDay(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const viennaDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as its Vienna day: '1. Dez. 2026', '1 Dec 2026'; blank when broken. */
export function formatViennaDay(instant: string | null | undefined, locale = GERMAN): string {
  const date = validInstant(instant);
  return date ? viennaDay(locale).format(date) : '';
}

const viennaLongDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

const viennaClock = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** '21. November 2026, 11:00 Uhr' in Vienna time, '21 November 2026, 11:00' in English. */
export function formatViennaLongDayTime(
  instant: string | null | undefined,
  locale = GERMAN,
): string {
  const date = validInstant(instant);
  if (!date) return '';
  return withClockSuffix(
    `${viennaLongDay(locale).format(date)}, ${viennaClock(locale).format(date)}`,
    locale,
  );
}

const weekdayLongDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day with its weekday: 'Mittwoch, 2. Dezember 2026', 'Wednesday 2 December 2026'. */
export function formatWeekdayDay(day: string, locale = GERMAN): string {
  const date = utcDay(day);
  return date ? weekdayLongDay(locale).format(date) : day;
}
