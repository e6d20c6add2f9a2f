import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale } from '../../../lib/locale';

/**
 * Calendar days of the market settings ('YYYY-MM-DD') written out the way the legal texts
 * read, in the page's language (`i18n`): '4. Dezember 2026', '4. bis 7. Dezember 2026',
 * '30. November bis 3. Dezember 2026' ('4 to 7 December 2026' in English). The days are calendar dates, not instants, so they are read and formatted in UTC.
 */
interface DayFormats {
  dayMonthYear: Intl.DateTimeFormat;
  dayMonth: Intl.DateTimeFormat;
}

const formatsByLocale = new Map<string, DayFormats>();

function dayFormats(i18n: I18n): DayFormats {
  const intl = intlLocale(i18n.locale);
  let formats = formatsByLocale.get(intl);
  if (!formats) {
    formats = {
      dayMonthYear: new Intl.DateTimeFormat(intl, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      dayMonth: new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    };
    formatsByLocale.set(intl, formats);
  }
  return formats;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (or the date part of an ISO date-time) as UTC midnight; null when invalid. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** '4. Dezember 2026' ('4 December 2026'); null for a missing or broken day. */
export function formatLongDay(value: string | null | undefined, i18n: I18n): string | null {
  const date = parseDay(value);
  return date ? dayFormats(i18n).dayMonthYear.format(date) : null;
}

/** The first and last day of a period, both valid and in order, else null. */
function period(startValue: string | null | undefined, endValue: string | null | undefined) {
  const start = parseDay(startValue);
  const end = parseDay(endValue);
  if (!start || !end || end.getTime() < start.getTime()) return null;
  return { start, end };
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
  i18n: I18n,
): string | null {
  const days = period(startValue, endValue);
  if (!days) return null;
  const { start, end } = days;
  const { dayMonthYear, dayMonth } = dayFormats(i18n);
  if (start.getTime() === end.getTime()) return dayMonthYear.format(start);
  const to = dayMonthYear.format(end);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    const from = dayMonthYear.format(start);
    return i18n._(msg`${from} bis ${to}`);
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    const from = dayMonth.format(start);
    return i18n._(msg`${from} bis ${to}`);
  }
  const fromDay = start.getUTCDate();
  return i18n._(msg`${fromDay}. bis ${to}`);
}

/**
 * The same period with its preposition: 'vom 4. bis 7. Dezember 2026' or 'am 4. Dezember 2026'
 * ('from 4 to 7 December 2026', 'on 4 December 2026').
 */
export function formatLongPeriodPhrase(
  startValue: string | null | undefined,
  endValue: string | null | undefined,
  i18n: I18n,
): string | null {
  const days = period(startValue, endValue);
  const text = formatLongPeriod(startValue, endValue, i18n);
  if (!days || !text) return null;
  return days.start.getTime() === days.end.getTime()
    ? i18n._(msg`am ${text}`)
    : i18n._(msg`vom ${text}`);
}

/** The day `days` calendar days before `value` as 'YYYY-MM-DD'; null for a missing day. */
export function daysBefore(value: string | null | undefined, days: number): string | null {
  const date = parseDay(value);
  return date ? new Date(date.getTime() - days * MS_PER_DAY).toISOString().slice(0, 10) : null;
}
