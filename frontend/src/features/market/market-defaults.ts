export const FALLBACK_YEAR = 2025;
export const FALLBACK_MARKET_NAME = `Adventmarkt ${FALLBACK_YEAR}`;
export const FALLBACK_MARKET_PERIOD = '5. - 8. Dez. 2025';
export const FALLBACK_SETUP_PERIOD = '1. - 4. Dez. 2025';
export const FALLBACK_TEARDOWN_PERIOD = '9. - 12. Dez. 2025';
