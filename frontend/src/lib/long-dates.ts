import { MARKET_TIME_ZONE } from '@standl/contracts';
import { parseCalendarDate, perLocale } from './format';

// Apart from format.ts: only the vendor's withdrawal texts and dashboard need them, not the first
// load of '/'. The German pages' `Intl` locale by default; an English page passes 'en-GB'.
const longDayMonthYear = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** An ISO instant as a Date; null for a missing or broken value. */
export function parseInstant(instant: string | null | undefined): Date | null {
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

/** A calendar day 'YYYY-MM-DD' written out: '6. November 2026'; blank for a missing day. */
export function formatLongCalendarDate(value: string | null | undefined, locale?: string): string {
  const date = parseCalendarDate(value);
  return date ? longDayMonthYear(locale).format(date) : '';
}

const longDayInVienna = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as its Vienna day written out: '6. November 2026'; blank for a missing value. */
export function formatViennaLongDate(instant: string | null | undefined, locale?: string): string {
  const date = parseInstant(instant);
  return date ? longDayInVienna(locale).format(date) : '';
}

const shortDayInVienna = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as its Vienna day: '1. Dez. 2026', '1 Dec 2026'; blank when broken. */
export function formatViennaDay(instant: string | null | undefined, locale?: string): string {
  const date = parseInstant(instant);
  return date ? shortDayInVienna(locale).format(date) : '';
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

/**
 * A calendar day 'YYYY-MM-DD' with its weekday: 'Mittwoch, 2. Dezember 2026', 'Wednesday,
 * 2 December 2026'; anything else as it is.
 */
export function formatWeekdayDay(day: string, locale?: string): string {
  const date = utcDay(day);
  return date ? weekdayLongDay(locale).format(date) : day;
}
