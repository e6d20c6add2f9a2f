import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MarketSettingsDto } from '@standl/contracts';
import { formatDateRange } from '../../lib/format';
import { intlLocale } from '../../lib/locale';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
  type CalendarPeriod,
} from './market-defaults';

/** Shown for a period the organiser has not set yet. */
export const DATES_TO_FOLLOW_MESSAGE = msg`Termine folgen`;

/**
 * Market, set-up and teardown periods as shown everywhere ('5. - 8. Dez. 2025'). The spec's
 * fallback dates stand in only when there are no settings at all (they failed to load); a
 * period left blank in loaded settings reads 'Termine folgen', never last season's dates.
 * In `i18n`'s language ('5 - 8 Dec 2025', 'Dates to follow').
 */
export function marketPeriods(settings: MarketSettingsDto | undefined, i18n: I18n) {
  const locale = intlLocale(i18n.locale);
  const toFollow = i18n._(DATES_TO_FOLLOW_MESSAGE);
  const period = (
    start: string | null | undefined,
    end: string | null | undefined,
    fallback: CalendarPeriod,
  ) =>
    formatDateRange(start, end, locale) ??
    (settings ? toFollow : (formatDateRange(fallback.start, fallback.end, locale) ?? toFollow));
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

/** The market's periods in the page's language. */
export function useMarketPeriods(settings: MarketSettingsDto | undefined) {
  const { i18n } = useLingui();
  return marketPeriods(settings, i18n);
}
