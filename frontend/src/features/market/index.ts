export { marketSettingsQuery, useMarketSettings } from './api/market-settings';
export { DATES_TO_FOLLOW_MESSAGE, marketPeriods, useMarketPeriods } from './market-periods';
export { FALLBACK_MARKET_NAME, FALLBACK_YEAR } from './market-defaults';
export { marketYear } from './market-year';
