import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  formatEuro,
  type BoothAreaDto,
  type MarketSettingsDto,
} from '@standl/contracts';
import { useMemo } from 'react';
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME } from '../../../lib/format';
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
 * out in de-AT, fees from the areas' prices in cents. `settings` undefined while pending shows
 * skeletons; undefined after a failed request, or a date left blank, gives null.
 */
export function seasonTerms({
  settings,
  settingsPending,
  areas,
  areasPending,
}: {
  settings: MarketSettingsDto | undefined;
  settingsPending: boolean;
  areas: readonly BoothAreaDto[] | undefined;
  areasPending: boolean;
}): SeasonTerms {
  const state = settings ? 'ready' : settingsPending ? 'loading' : 'unavailable';
  const value = (text: string | null, width: string): SeasonValue =>
    state === 'loading' ? <SeasonSkeleton width={width} /> : text;

  const freeDays = settings?.withdrawalFreeDays ?? DEFAULT_WITHDRAWAL_FREE_DAYS;
  const feePercent = settings?.withdrawalFeePercent ?? DEFAULT_WITHDRAWAL_FEE_PERCENT;
  let stallFees: StallFee[];
  if (areas) {
    stallFees = sortBoothAreas(areas).map((area) => ({
      area: `${area.name} (${area.code})`,
      fee: formatEuro(area.price),
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
      formatLongPeriod(settings?.marketStartDate, settings?.marketEndDate),
      '10em',
    ),
    marketPeriodPhrase: value(
      formatLongPeriodPhrase(settings?.marketStartDate, settings?.marketEndDate),
      '11em',
    ),
    firstMarketDay: value(formatLongDay(settings?.marketStartDate), '7em'),
    lastMarketDay: value(formatLongDay(settings?.marketEndDate), '7em'),
    setupPeriodPhrase: value(
      formatLongPeriodPhrase(settings?.setupStartDate, settings?.setupEndDate),
      '14em',
    ),
    teardownDeadline: value(formatLongDay(settings?.teardownEndDate), '7em'),
    freeWithdrawalUntil: value(
      formatLongDay(daysBefore(settings?.marketStartDate, freeDays)),
      '7em',
    ),
    // Without settings the terms' own deadline stands (the page says the season is unavailable).
    freeWithdrawalDeadline:
      state === 'loading' ? <SeasonSkeleton width="12em" /> : freeWithdrawalDeadline(freeDays),
    withdrawalFee: state === 'loading' ? <SeasonSkeleton width="2.5em" /> : `${feePercent} %`,
    withdrawalFeeCharged: feePercent > 0,
    openTime: value(shortTime(settings?.dailyOpenTime, DEFAULT_OPEN_TIME), '2.5em'),
    closeTime: value(shortTime(settings?.dailyCloseTime, DEFAULT_CLOSE_TIME), '2.5em'),
    stallFees,
    deposit: formatEuro(DEPOSIT_AMOUNT_CENTS),
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
  return useMemo(
    () => seasonTerms({ settings, settingsPending, areas, areasPending }),
    [settings, settingsPending, areas, areasPending],
  );
}
