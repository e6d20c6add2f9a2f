import { ANALYTICS_MESSAGES, ANALYTICS_REPORT } from '@standl/contracts';

/** A period of whole calendar days in Vienna, both ends included: 'YYYY-MM-DD'. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The calendar day 'YYYY-MM-DD' if it names a real day (no 2026-02-30), else null. */
function calendarDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export class ReportPeriodError extends Error {}

/**
 * The period a report covers: the days asked for, else the last `defaultDays` up to today
 * (`today` is the calendar day in Vienna). Refuses unreal days, a start after the end and more
 * than `maxDays` days with the German message the console shows.
 */
export function reportPeriod(
  asked: { from?: string; to?: string },
  today: string,
): ReportPeriod & { days: number } {
  const to = asked.to === undefined ? calendarDay(today) : calendarDay(asked.to);
  if (to === null) throw new ReportPeriodError(ANALYTICS_MESSAGES.invalidTo);
  const from =
    asked.from === undefined
      ? to - (ANALYTICS_REPORT.defaultDays - 1) * DAY_MS
      : calendarDay(asked.from);
  if (from === null) throw new ReportPeriodError(ANALYTICS_MESSAGES.invalidFrom);
  if (from > to) throw new ReportPeriodError(ANALYTICS_MESSAGES.fromAfterTo);
  const days = Math.round((to - from) / DAY_MS) + 1;
  if (days > ANALYTICS_REPORT.maxDays) throw new ReportPeriodError(ANALYTICS_MESSAGES.rangeTooLong);
  return { from: dayOf(from), to: dayOf(to), days };
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
}

/** 'phone' for a user agent of a phone or small tablet; the same rule as the report's SQL. */
export const PHONE_USER_AGENT = 'Mobi|Android|iPhone|iPod|Windows Phone';
