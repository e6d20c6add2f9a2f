import { msg } from '@lingui/core/macro';

/**
 * The version dates of the legal documents. They stay as they are when the season changes:
 * the documents are versioned. Dates, deadlines and fees of the season come from the market
 * settings and the areas (`useSeasonTerms`).
 */
export const AGB_STAND = msg`Dezember 2025`;
export const TEILNAHME_STAND = msg`August 2025`;
export const DATENSCHUTZ_STAND = msg`Dezember 2025`;
