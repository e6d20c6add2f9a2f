import { MARKET_TIME_ZONE } from './dates.js';
import { onFirstUse } from './first-use.js';

/**
 * The cells of a CSV Excel in Austria opens as it is (docs/decisions.md 221): UTF-8 with BOM,
 * semicolons, Austrian numbers and dates, text kept from running as a formula. Used by the
 * console's vendor export and the server's 'Protokoll' export.
 */

/**
 * Text a spreadsheet could run as a formula (OWASP "CSV injection"): starting with = or @, a tab
 * or a carriage return, also after leading blanks, or with + or - followed by anything but a
 * plain number or phone number. It gets a leading apostrophe so it stays text. A phone number
 * like '+43 660 1234567' (digits, blanks and ( ) / . , -) holds no function or cell reference,
 * so it cannot run anything and is written as the vendor typed it.
 */
const FORMULA_START = /^\s*[=@]|^[\t\r]/;
const SIGN_START = /^\s*[+-]/;
const PLAIN_NUMBER = /^\s*[+-][\d\s()/.,-]*$/;

export function escapeFormula(text: string): string {
  const formula = FORMULA_START.test(text) || (SIGN_START.test(text) && !PLAIN_NUMBER.test(text));
  return formula ? `'${text}` : text;
}

/** Cents in Austrian digits without the symbol, as Excel in Austria reads a number: '1.234,50'. */
export function formatCsvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')}`;
}

const viennaParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** An instant as the date and time on a clock in Vienna; null for none or a broken value. */
export function viennaWallClock(instant: string | null): WallClock | null {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(
    viennaParts()
      .formatToParts(date)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return {
    year: part.year,
    month: part.month,
    day: part.day,
    hour: part.hour,
    minute: part.minute,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '26.11.2026 14:05' in Vienna time, as Excel in Austria reads a date and time; blank for none. */
export function formatCsvDateTime(instant: string | null): string {
  const clock = viennaWallClock(instant);
  if (!clock) return '';
  const { year, month, day, hour, minute } = clock;
  return `${two(day)}.${two(month)}.${year} ${two(hour)}:${two(minute)}`;
}

/** A field quoted where it has to be (separator, quote, line break, blanks at an end), quotes doubled. */
export function quoteCsvField(text: string): string {
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_SEPARATOR = ';';
/** Every row ends with CRLF, as Excel writes it. */
export const CSV_LINE_END = '\r\n';
/** The byte order mark that makes Excel read the file as UTF-8 (umlauts intact). */
export const UTF8_BOM = '\uFEFF';
