import { createElement } from 'react';
import { useMarketSettings } from '../../market';
import { SeasonSkeleton } from '../components/SeasonSkeleton';
import type { OrganizerInfo } from '../types';

export const ORGANIZER_PLACEHOLDER_NAME = 'Veranstalter des Adventmarkts';
/**
 * The market's name when the settings cannot be read. Deliberately without a year: the spec's
 * fallback title carries 2025, and the legal texts must not name an old season.
 */
export const MARKET_NAME_UNKNOWN = 'Adventmarkt';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The organiser's name and contact and the market's name from the market settings, with
 * placeholders (a skeleton for the market's name) while they load or are missing.
 */
export function useOrganizer(): OrganizerInfo {
  const { data, isPending } = useMarketSettings();
  const organizer = data?.organizer;
  const state = data ? 'ready' : isPending ? 'loading' : 'unavailable';
  return {
    name: clean(organizer?.name) ?? ORGANIZER_PLACEHOLDER_NAME,
    street: clean(organizer?.street),
    postalCode: clean(organizer?.postalCode),
    city: clean(organizer?.city),
    email: clean(organizer?.email),
    phone: clean(organizer?.phone),
    marketName:
      clean(data?.marketName) ??
      (state === 'loading'
        ? createElement(SeasonSkeleton, { width: '12em' })
        : MARKET_NAME_UNKNOWN),
    state,
  };
}
