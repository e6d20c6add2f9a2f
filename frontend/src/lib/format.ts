import { MARKET_TIME_ZONE, onFirstUse } from '@standl/contracts';

export { formatEuro } from '@standl/contracts';
const LOCALE = 'de-AT';

const dayMonthYear = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
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

function dayAndMonth(date: Date) {
  const byType = Object.fromEntries(
    dayMonthYear()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${byType.day}.`, month: byType.month ?? '' };
}

function shortTime(value: string | null | undefined, fallback: string): string {
  return value && /^\d{1,2}:\d{2}/.test(value) ? value.slice(0, value.indexOf(':') + 3) : fallback;
}

export function formatDate(value: string | null | undefined): string {
  const date = parseCalendarDate(value);
  return date ? dayMonthYear().format(date) : '';
}

export function formatDateRange(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
): string | null {
  const start = parseCalendarDate(startValue);
  const end = parseCalendarDate(endValue);
  if (!start || !end) {
    const single = start ?? end;
    return single ? dayMonthYear().format(single) : null;
  }
  if (start.getTime() === end.getTime()) return dayMonthYear().format(start);

  const from = dayAndMonth(start);
  const to = dayMonthYear().format(end);
  if (start.getFullYear() !== end.getFullYear()) return `${dayMonthYear().format(start)} - ${to}`;
  if (start.getMonth() !== end.getMonth()) return `${from.day} ${from.month} - ${to}`;
  return `${from.day} - ${to}`;
}

export function formatOpeningHours(
  open: string | null | undefined,
  close: string | null | undefined,
): string {
  const from = shortTime(open, DEFAULT_OPEN_TIME);
  const to = shortTime(close, DEFAULT_CLOSE_TIME);
  return `${from} - ${to} Uhr (letzter Tag bis ${LAST_DAY_CLOSE_TIME})`;
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

const dateTimeInVienna = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** '23. Nov. 2026, 15:46 Uhr' in Vienna time; blank for a missing or broken value. */
export function formatViennaDateTime(instant: string | null | undefined): string {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? `${dateTimeInVienna().format(date)} Uhr` : '';
}

const timeInVienna = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** '15:46' in Vienna time (without 'Uhr'); blank for a missing or broken value. */
export function formatViennaTime(instant: string | null | undefined): string {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? timeInVienna().format(date) : '';
}

/** A count with a dot between thousands, as the counters write it ('1.234'). */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A text field's counter: '1.234 / 5.000'. */
export function characterCount(length: number, max: number): string {
  return `${groupDigits(length)} / ${groupDigits(max)}`;
}
