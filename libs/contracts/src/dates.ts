import { onFirstUse } from './first-use.js';

export const MARKET_TIME_ZONE = 'Europe/Vienna';

const viennaDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as the calendar day in Vienna, German short form: '1. Dez. 2026'. */
export function formatViennaDate(instant: Date | string): string {
  return viennaDay().format(typeof instant === 'string' ? new Date(instant) : instant);
}

const longDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day 'YYYY-MM-DD' in full German: 'Mittwoch, 2. Dezember 2026'. */
export function formatLongDate(day: string): string {
  return longDay().format(new Date(`${day}T00:00:00Z`));
}

const viennaClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An instant as the wall-clock time in Vienna: '14:35'. */
export function formatViennaTime(instant: Date | string): string {
  return viennaClock().format(typeof instant === 'string' ? new Date(instant) : instant);
}
