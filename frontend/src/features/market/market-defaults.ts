export const FALLBACK_YEAR = 2025;
/**
 * The organiser's default name of the market, shown until the settings give one: data like the
 * name in the settings (issue 33), the same in both languages.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the market's name, data, not a text
export const FALLBACK_MARKET_NAME = `Adventmarkt ${FALLBACK_YEAR}`;

/** A period as two calendar days 'YYYY-MM-DD'. */
export interface CalendarPeriod {
  start: string;
  end: string;
}

/** The spec's dates ('5. - 8. Dez. 2025' in German), formatted in the page's language. */
export const FALLBACK_MARKET_PERIOD: CalendarPeriod = { start: '2025-12-05', end: '2025-12-08' };
export const FALLBACK_SETUP_PERIOD: CalendarPeriod = { start: '2025-12-01', end: '2025-12-04' };
export const FALLBACK_TEARDOWN_PERIOD: CalendarPeriod = { start: '2025-12-09', end: '2025-12-12' };
