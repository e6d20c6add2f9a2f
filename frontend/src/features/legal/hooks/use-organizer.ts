import { useMarketSettings } from '../../market/api/market-settings';
import { FALLBACK_MARKET_NAME } from '../../market/market-defaults';
import type { OrganizerInfo } from '../types';

export const ORGANIZER_PLACEHOLDER_NAME = 'Veranstalter des Adventmarkts';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The organiser's name and contact from the market settings, with placeholders while missing. */
export function useOrganizer(): OrganizerInfo {
  const { data, isPending } = useMarketSettings();
  const organizer = data?.organizer;
  return {
    name: clean(organizer?.name) ?? ORGANIZER_PLACEHOLDER_NAME,
    street: clean(organizer?.street),
    postalCode: clean(organizer?.postalCode),
    city: clean(organizer?.city),
    email: clean(organizer?.email),
    phone: clean(organizer?.phone),
    marketName: clean(data?.marketName) ?? FALLBACK_MARKET_NAME,
    state: data ? 'ready' : isPending ? 'loading' : 'unavailable',
  };
}
