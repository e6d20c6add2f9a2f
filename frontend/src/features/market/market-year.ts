import type { MarketSettingsDto } from '@standl/contracts';
import { FALLBACK_YEAR } from './market-defaults';

/**
 * The year the market is in: its first market day's year, else the season's (as the server
 * dates the directory 'Aussteller {year}', backend views/http/directory.controller.ts).
 */
export function marketYear(settings: MarketSettingsDto | undefined): number {
  return Number(settings?.marketStartDate?.slice(0, 4)) || settings?.currentYear || FALLBACK_YEAR;
}
