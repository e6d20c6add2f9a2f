import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createElement } from 'react';
import { useMarketSettings } from '../../market';
import { SeasonSkeleton } from '../components/SeasonSkeleton';
import { sourceText } from '../source-i18n';
import type { OrganizerInfo } from '../types';

const ORGANIZER_PLACEHOLDER = msg`Veranstalter des Adventmarkts`;
/** The organiser's name while the settings load or when they name none, in German (for specs). */
export const ORGANIZER_PLACEHOLDER_NAME = sourceText(ORGANIZER_PLACEHOLDER);
/**
 * The market's name when the settings cannot be read. Deliberately without a year: the spec's
 * fallback title carries 2025, and the legal texts must not name an old season.
 */
const MARKET_NAME_UNKNOWN = msg`Adventmarkt`;

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
  const { i18n } = useLingui();
  const organizer = data?.organizer;
  const state = data ? 'ready' : isPending ? 'loading' : 'unavailable';
  return {
    name: clean(organizer?.name) ?? i18n._(ORGANIZER_PLACEHOLDER),
    street: clean(organizer?.street),
    postalCode: clean(organizer?.postalCode),
    city: clean(organizer?.city),
    email: clean(organizer?.email),
    phone: clean(organizer?.phone),
    marketName:
      clean(data?.marketName) ??
      (state === 'loading'
        ? createElement(SeasonSkeleton, { width: '12em' })
        : i18n._(MARKET_NAME_UNKNOWN)),
    state,
  };
}
