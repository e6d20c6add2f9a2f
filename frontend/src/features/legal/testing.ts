import type { BoothAreaDto, MarketSettingsDto } from '@standl/contracts';
import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../lib/query-client';
import type { Locale } from '../../lib/locale';
import { stubApi } from '../../test/api-stub';
import { boothArea, marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { boothAreasQuery } from '../booths';
import { marketSettingsQuery } from '../market';

/** The legal pages' specs in German and English: the 2026 season, its areas, the pages. */

/** The organiser of the older tests, on top of the 2026 fixture (market 4-7 Dec 2026). */
export const settings2026: MarketSettingsDto = marketSettings({
  organizer: {
    name: 'Burgverein Adventzauber',
    street: 'Burgweg 1',
    postalCode: '9300',
    city: 'St. Veit an der Glan',
    email: 'markt@burg-advent.at',
    phone: '+43 4212 12345',
  },
});

/** The 2026 prices: the Arkadenhof went up to 160 €; the Rittersaal is assigned only. */
export const areas2026: BoothAreaDto[] = [
  boothArea('SO'),
  boothArea('BK', { price: 8000 }),
  boothArea('RS', { allowSelfSelection: false }),
  boothArea('AK', { price: 16000 }),
];

/** Settings that leave every date of the season open. */
export const noDates: Partial<MarketSettingsDto> = {
  marketStartDate: null,
  marketEndDate: null,
  setupStartDate: null,
  setupEndDate: null,
  teardownStartDate: null,
  teardownEndDate: null,
};

/** Settings and areas as the server answers them (the page loads them itself). */
export function serve(
  settings: MarketSettingsDto = settings2026,
  areas: BoothAreaDto[] = areas2026,
) {
  return stubApi({
    'GET /api/market-settings': () => Response.json(settings),
    'GET /api/booth-areas': () => Response.json(areas),
  });
}

/** Renders in `locale` with settings and areas already in the cache (no loading state). */
export function renderSeeded(
  page: ReactElement,
  route: string,
  {
    settings = settings2026,
    areas = areas2026,
    locale,
  }: { settings?: MarketSettingsDto; areas?: BoothAreaDto[]; locale?: Locale } = {},
) {
  serve(settings, areas);
  const queryClient = createQueryClient();
  queryClient.setQueryData(marketSettingsQuery.queryKey, settings);
  queryClient.setQueryData(boothAreasQuery.queryKey, areas);
  return renderWithProviders(page, { route, queryClient, locale });
}

/** A table's rows, each as its text with the white space folded. */
export function tableRows(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('row')
    .map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));
}
