import type { MarketSettingsDto } from '@standl/contracts';
import { formatDateRange } from '../../lib/format';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
} from './market-defaults';

/** Shown for a period the organiser has not set yet. */
export const DATES_TO_FOLLOW = 'Termine folgen';

/**
 * Market, set-up and teardown periods as shown everywhere ('5. - 8. Dez. 2025'). The spec's
 * fallback dates stand in only when there are no settings at all (they failed to load); a
 * period left blank in loaded settings reads 'Termine folgen', never last season's dates.
 */
export function marketPeriods(settings: MarketSettingsDto | undefined) {
  const period = (
    start: string | null | undefined,
    end: string | null | undefined,
    fallback: string,
  ) => formatDateRange(start, end) ?? (settings ? DATES_TO_FOLLOW : fallback);
  return {
    market: period(settings?.marketStartDate, settings?.marketEndDate, FALLBACK_MARKET_PERIOD),
    setup: period(settings?.setupStartDate, settings?.setupEndDate, FALLBACK_SETUP_PERIOD),
    teardown: period(
      settings?.teardownStartDate,
      settings?.teardownEndDate,
      FALLBACK_TEARDOWN_PERIOD,
    ),
  };
}
