import { MARKET_TIME_ZONE, onFirstUse } from '@standl/contracts';
import { parseCalendarDate } from './format';

// Apart from format.ts: only the vendor's withdrawal texts need them, not the first load of '/'.
const LOCALE = 'de-AT';

const longDayMonthYear = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** A calendar day 'YYYY-MM-DD' written out: '6. November 2026'; blank for a missing day. */
export function formatLongCalendarDate(value: string | null | undefined): string {
  const date = parseCalendarDate(value);
  return date ? longDayMonthYear().format(date) : '';
}

const longDayInVienna = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as its Vienna day written out: '6. November 2026'; blank for a missing value. */
export function formatViennaLongDate(instant: string | null | undefined): string {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? longDayInVienna().format(date) : '';
}
