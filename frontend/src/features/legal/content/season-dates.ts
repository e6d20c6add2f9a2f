/**
 * Calendar days of the market settings ('YYYY-MM-DD') written out the way the legal texts
 * read: '4. Dezember 2026', '4. bis 7. Dezember 2026', '30. November bis 3. Dezember 2026'.
 * The days are calendar dates, not instants, so they are read and formatted in UTC.
 */
const LOCALE = 'de-AT';

const dayMonthYear = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayMonth = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (or the date part of an ISO date-time) as UTC midnight; null when invalid. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** '4. Dezember 2026'; null for a missing or broken day. */
export function formatLongDay(value: string | null | undefined): string | null {
  const date = parseDay(value);
  return date ? dayMonthYear.format(date) : null;
}

/**
 * A period from its first to its last day: '4. bis 7. Dezember 2026',
 * '30. November bis 3. Dezember 2026', '30. Dezember 2026 bis 2. Jänner 2027', or one day
 * ('4. Dezember 2026') when both are the same. Null when either end is missing or the end
 * lies before the start: an incomplete period is not shown as one.
 */
export function formatLongPeriod(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
): string | null {
  const start = parseDay(startValue);
  const end = parseDay(endValue);
  if (!start || !end || end.getTime() < start.getTime()) return null;
  if (start.getTime() === end.getTime()) return dayMonthYear.format(start);
  const to = dayMonthYear.format(end);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${dayMonthYear.format(start)} bis ${to}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) return `${dayMonth.format(start)} bis ${to}`;
  return `${start.getUTCDate()}. bis ${to}`;
}

/** The same period with its preposition: 'vom 4. bis 7. Dezember 2026' or 'am 4. Dezember 2026'. */
export function formatLongPeriodPhrase(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
): string | null {
  const period = formatLongPeriod(startValue, endValue);
  if (!period) return null;
  return period.includes(' bis ') ? `vom ${period}` : `am ${period}`;
}

/** The day `days` calendar days before `value` as 'YYYY-MM-DD'; null for a missing day. */
export function daysBefore(value: string | null | undefined, days: number): string | null {
  const date = parseDay(value);
  return date ? new Date(date.getTime() - days * MS_PER_DAY).toISOString().slice(0, 10) : null;
}
