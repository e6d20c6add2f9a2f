import type { MarketSettingsDto } from '@standl/contracts';
import { formatDateRange } from '../../lib/format';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
} from './market-defaults';

/** Market, set-up and teardown periods as shown everywhere ('5. - 8. Dez. 2025'), with fallbacks. */
export function marketPeriods(settings: MarketSettingsDto | undefined) {
  return {
    market:
      formatDateRange(settings?.marketStartDate, settings?.marketEndDate) ?? FALLBACK_MARKET_PERIOD,
    setup:
      formatDateRange(settings?.setupStartDate, settings?.setupEndDate) ?? FALLBACK_SETUP_PERIOD,
    teardown:
      formatDateRange(settings?.teardownStartDate, settings?.teardownEndDate) ??
      FALLBACK_TEARDOWN_PERIOD,
  };
}
