import { MARKET_TIME_ZONE } from '@standl/contracts';
import { parseCalendarDate, perLocale } from './format';

// Apart from format.ts: only the vendor's withdrawal texts need them, not the first load of '/'.
// The German pages' `Intl` locale by default; an English page passes 'en-GB'.
const longDayMonthYear = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

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
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? longDayInVienna(locale).format(date) : '';
}
