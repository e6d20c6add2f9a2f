/**
 * The dated business terms of the 2025 season as the legal texts state them. They are
 * deliberately not read from the market settings: the terms are versioned documents.
 */
export const AGB_STAND = 'Dezember 2025';
export const TEILNAHME_STAND = 'August 2025';
export const DATENSCHUTZ_STAND = 'Dezember 2025';

export const MARKET_PERIOD = '5. bis 8. Dezember 2025';
export const FIRST_MARKET_DAY = '5. Dezember 2025';
export const LAST_MARKET_DAY = '8. Dezember 2025';
export const SETUP_PERIOD = '1. bis 4. Dezember 2025';
export const TEARDOWN_DEADLINE = '12. Dezember 2025';
/** Four weeks before the first market day. */
export const FREE_WITHDRAWAL_UNTIL = '7. November 2025';

export const DEPOSIT = '10,00 €';
export const HOLD_MINUTES = 30;

export const STALL_FEES: { code: string; name: string; fee: string }[] = [
  { code: 'AK', name: 'Arkadenhof', fee: '150,00 €' },
  { code: 'RS', name: 'Rittersaal', fee: '120,00 €' },
  { code: 'BK', name: 'Burgkeller', fee: '75,00 €' },
  { code: 'SO', name: 'Sonderplatz', fee: '70,00 €' },
];
