export const MARKET_TIME_ZONE = 'Europe/Vienna';

const viennaDay = new Intl.DateTimeFormat('de-AT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
});

/** An instant as the calendar day in Vienna, German short form: '1. Dez. 2026'. */
export function formatViennaDate(instant: Date | string): string {
  return viennaDay.format(typeof instant === 'string' ? new Date(instant) : instant);
}
