import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  formatEuro,
  type BoothAreaDto,
  type MarketSettingsDto,
} from '@standl/contracts';
import { useMemo } from 'react';
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME } from '../../../lib/format';
import { intlLocale } from '../../../lib/locale';
import { useBoothAreas, sortBoothAreas } from '../../booths';
import { useMarketSettings } from '../../market';
import { SeasonSkeleton } from '../components/SeasonSkeleton';
import {
  daysBefore,
  formatLongDay,
  formatLongPeriod,
  formatLongPeriodPhrase,
} from '../content/season-dates';
import {
  DEFAULT_WITHDRAWAL_FEE_PERCENT,
  DEFAULT_WITHDRAWAL_FREE_DAYS,
  freeWithdrawalDeadline,
} from '../content/withdrawal-terms';
import type { SeasonTerms, SeasonValue, StallFee } from '../types';

function shortTime(value: string | null | undefined, fallback: string): string {
  return value && /^\d{1,2}:\d{2}/.test(value) ? value.slice(0, value.indexOf(':') + 3) : fallback;
}

const LOADING_FEE_ROWS = 4;

/**
 * The season's terms from the market settings and the areas (pure, for tests): dates written
 * out and fees (from the areas' prices in cents) in the page's language (`i18n`). `settings`
 * undefined while pending shows skeletons; undefined after a failed request, or a date left
 * blank, gives null.
 */
export function seasonTerms({
  settings,
  settingsPending,
  areas,
  areasPending,
  i18n,
}: {
  settings: MarketSettingsDto | undefined;
  settingsPending: boolean;
  areas: readonly BoothAreaDto[] | undefined;
  areasPending: boolean;
  i18n: I18n;
}): SeasonTerms {
  const intl = intlLocale(i18n.locale);
  const state = settings ? 'ready' : settingsPending ? 'loading' : 'unavailable';
  const value = (text: string | null, width: string): SeasonValue =>
    state === 'loading' ? <SeasonSkeleton width={width} /> : text;

  const freeDays = settings?.withdrawalFreeDays ?? DEFAULT_WITHDRAWAL_FREE_DAYS;
  const feePercent = settings?.withdrawalFeePercent ?? DEFAULT_WITHDRAWAL_FEE_PERCENT;
  let stallFees: StallFee[];
  if (areas) {
    stallFees = sortBoothAreas(areas).map((area) => ({
      area: `${area.name} (${area.code})`,
      fee: formatEuro(area.price, intl),
    }));
  } else if (areasPending) {
    stallFees = Array.from({ length: LOADING_FEE_ROWS }, () => ({
      area: <SeasonSkeleton width="9em" />,
      fee: <SeasonSkeleton width="4.5em" />,
    }));
  } else {
    stallFees = [];
  }

  return {
    state,
    year: value(settings ? String(settings.currentYear) : null, '2.5em'),
    marketPeriod: value(
      formatLongPeriod(settings?.marketStartDate, settings?.marketEndDate, i18n),
      '10em',
    ),
    marketPeriodPhrase: value(
      formatLongPeriodPhrase(settings?.marketStartDate, settings?.marketEndDate, i18n),
      '11em',
    ),
    firstMarketDay: value(formatLongDay(settings?.marketStartDate, i18n), '7em'),
    lastMarketDay: value(formatLongDay(settings?.marketEndDate, i18n), '7em'),
    setupPeriodPhrase: value(
      formatLongPeriodPhrase(settings?.setupStartDate, settings?.setupEndDate, i18n),
      '14em',
    ),
    teardownDeadline: value(formatLongDay(settings?.teardownEndDate, i18n), '7em'),
    freeWithdrawalUntil: value(
      formatLongDay(daysBefore(settings?.marketStartDate, freeDays), i18n),
      '7em',
    ),
    // Without settings the terms' own deadline stands (the page says the season is unavailable).
    freeWithdrawalDeadline:
      state === 'loading' ? (
        <SeasonSkeleton width="12em" />
      ) : (
        freeWithdrawalDeadline(freeDays, i18n)
      ),
    withdrawalFee:
      state === 'loading' ? <SeasonSkeleton width="2.5em" /> : i18n._(msg`${feePercent} %`),
    withdrawalFeeCharged: feePercent > 0,
    openTime: value(shortTime(settings?.dailyOpenTime, DEFAULT_OPEN_TIME), '2.5em'),
    closeTime: value(shortTime(settings?.dailyCloseTime, DEFAULT_CLOSE_TIME), '2.5em'),
    stallFees,
    deposit: formatEuro(DEPOSIT_AMOUNT_CENTS, intl),
    holdMinutes: BOOTH_HOLD_MINUTES,
  };
}

/** The current season's terms for the legal texts (market settings and areas, shared queries). */
export function useSeasonTerms(): SeasonTerms {
  const settingsQuery = useMarketSettings();
  const areasQuery = useBoothAreas();
  const settings = settingsQuery.data;
  const areas = Array.isArray(areasQuery.data) ? areasQuery.data : undefined;
  const settingsPending = settingsQuery.isPending;
  const areasPending = areasQuery.isPending;
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => seasonTerms({ settings, settingsPending, areas, areasPending, i18n }),
    // The instance stays the same when the language changes; its locale tells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, settingsPending, areas, areasPending, i18n, locale],
  );
}
