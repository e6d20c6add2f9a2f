import { MARKET_TIME_ZONE } from '@standl/contracts';
import { perLocale, withClockSuffix } from '../../lib/format';
import { formatViennaLongDate, parseInstant } from '../../lib/long-dates';

/**
 * The dashboard's dates and counters in the page's language (issue 33): each helper takes the
 * `Intl` locale of useFormat() ('de-AT' on German pages, 'en-GB' on English ones) and writes
 * German by default, as the shared German formatters do (src/lib/format.ts, src/lib/long-dates.ts).
 */
export const GERMAN = 'de-AT';

const viennaClock = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** '21. November 2026, 11:00 Uhr' in Vienna time, '21 November 2026, 11:00' in English. */
export function formatViennaLongDayTime(
  instant: string | null | undefined,
  locale = GERMAN,
): string {
  const date = parseInstant(instant);
  if (!date) return '';
  return withClockSuffix(
    `${formatViennaLongDate(instant, locale)}, ${viennaClock(locale).format(date)}`,
    locale,
  );
}
