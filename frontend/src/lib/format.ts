import { MARKET_TIME_ZONE, onFirstUse } from '@standl/contracts';

export { formatEuro } from '@standl/contracts';
/** The `Intl` locale of the German pages; an English page passes 'en-GB' (src/lib/use-format.ts). */
const LOCALE = 'de-AT';

/** One formatter per `Intl` locale, made when first needed. */
export function perLocale<Format>(make: (locale: string) => Format): (locale?: string) => Format {
  const made = new Map<string, Format>();
  return (locale = LOCALE) => {
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

const dayMonthYear = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);

export const DEFAULT_OPEN_TIME = '10:00';
export const DEFAULT_CLOSE_TIME = '20:00';
export const LAST_DAY_CLOSE_TIME = '18:00';

/** Reads 'YYYY-MM-DD' (or the date part of an ISO date-time) as a local calendar date. */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function dayAndMonth(date: Date, locale: string) {
  const byType = Object.fromEntries(
    dayMonthYear(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: locale === LOCALE ? `${byType.day}.` : (byType.day ?? ''),
    month: byType.month ?? '',
  };
}

/** A time 'HH:MM[:SS]' as 'HH:MM', or `fallback` for none. */
export function shortTime(value: string | null | undefined, fallback: string): string {
  return value && /^\d{1,2}:\d{2}/.test(value) ? value.slice(0, value.indexOf(':') + 3) : fallback;
}

export function formatDate(value: string | null | undefined, locale = LOCALE): string {
  const date = parseCalendarDate(value);
  return date ? dayMonthYear(locale).format(date) : '';
}

export function formatDateRange(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
  locale = LOCALE,
): string | null {
  const start = parseCalendarDate(startValue);
  const end = parseCalendarDate(endValue);
  const full = dayMonthYear(locale);
  if (!start || !end) {
    const single = start ?? end;
    return single ? full.format(single) : null;
  }
  if (start.getTime() === end.getTime()) return full.format(start);

  const from = dayAndMonth(start, locale);
  const to = full.format(end);
  if (start.getFullYear() !== end.getFullYear()) return `${full.format(start)} - ${to}`;
  if (start.getMonth() !== end.getMonth()) return `${from.day} ${from.month} - ${to}`;
  return `${from.day} - ${to}`;
}

const isoDayInVienna = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * An instant as its calendar day in Vienna ('2026-10-01', docs/decisions.md 186); blank for none.
 */
export function viennaDay(instant: Date | string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : isoDayInVienna().format(date);
}

/** Today in Vienna as 'YYYY-MM-DD'. */
export function viennaToday(now: Date = new Date()): string {
  return viennaDay(now);
}

const dayInVienna = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/**
 * An instant as its calendar day in Vienna: '1. Dez. 2026' (as the contracts' formatViennaDate
 * writes it), '1 Dec 2026' in English; blank for a missing or broken value.
 */
export function formatViennaDay(instant: string | null | undefined, locale = LOCALE): string {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? dayInVienna(locale).format(date) : '';
}

const dateTimeInVienna = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/**
 * '23. Nov. 2026, 15:46 Uhr' in Vienna time ('23 Nov 2026, 15:46' in English); blank for a
 * missing or broken value.
 */
export function formatViennaDateTime(instant: string | null | undefined, locale = LOCALE): string {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return withClockSuffix(dateTimeInVienna(locale).format(date), locale);
}

/** Austrian German writes 'Uhr' after a time of day; British English the time alone. */
export function withClockSuffix(text: string, locale = LOCALE): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Austrian German's clock suffix, in German only
  return locale === LOCALE ? `${text} Uhr` : text;
}

const timeInVienna = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** '15:46' in Vienna time (without 'Uhr'); blank for a missing or broken value. */
export function formatViennaTime(instant: string | null | undefined, locale = LOCALE): string {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? timeInVienna(locale).format(date) : '';
}

/** A count with a dot between thousands, as the counters write it ('1.234'; '1,234' in English). */
export function groupDigits(value: number, locale = LOCALE): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, locale === LOCALE ? '.' : ',');
}

/** A text field's counter: '1.234 / 5.000'. */
export function characterCount(length: number, max: number, locale = LOCALE): string {
  return `${groupDigits(length, locale)} / ${groupDigits(max, locale)}`;
}
