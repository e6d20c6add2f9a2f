import { screen } from '@testing-library/react';
import type { MarketSettingsDto, RegistrationResultDto } from '@standl/contracts';
import { createQueryClient } from '../../../lib/query-client';
import type { Locale } from '../../../lib/locale';
import { boothArea, marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { boothsQuery, boothAreasQuery } from '../../booths';
import { boothsOf, json, stubApi } from '../../booths/testing';
import { marketSettingsQuery } from '../../market';
import { VendorRegistrationPage } from '../routes/VendorRegistrationPage';

/** The registration page's specs in German and English: areas, stalls, the answer, the page. */
export const AREAS = [boothArea('AK', { totalBooths: 6 }), boothArea('RS', { totalBooths: 6 })];
// The Rittersaal's stalls at its price; RS-03 with power at 25,00 € more.
export const BOOTHS = [
  ...boothsOf('AK', 6),
  ...boothsOf('RS', 6).map((stall) =>
    stall.number === 'RS-03'
      ? {
          ...stall,
          price: 14500,
          priceDetail: {
            base: 12000,
            surcharges: [{ kind: 'power' as const, amount: 2500, powerAmps: 16 }],
          },
        }
      : { ...stall, price: 12000, priceDetail: { base: 12000, surcharges: [] } },
  ),
];

export const RESULT: RegistrationResultDto = {
  vendorId: '5b1f9a52-3f1e-4a57-9d51-0c2bd1c4a001',
  accessCode: '7K3QZ9XW2M',
  requiresPayment: false,
  selectedBoothId: null,
  boothNumber: null,
  holdExpiresAt: null,
  waitlist: null,
};

export type RegisterAnswer = (body: unknown) => Response;

export interface RegistrationPageOptions {
  /** The market settings in the cache; null: none (their request fails, the form still shows). */
  settings?: MarketSettingsDto | null;
  register?: RegisterAnswer;
  areas?: typeof AREAS;
  locale?: Locale;
}

/**
 * The registration page with settings, areas and stalls in the cache (no loading state), the
 * registration answered by `register`; `registerBodies()` tells what was sent.
 */
export function renderRegistrationPage({
  settings = marketSettings(),
  register = () => json(RESULT, 201),
  areas = AREAS,
  locale,
}: RegistrationPageOptions = {}) {
  const fetchMock = stubApi({
    'GET /api/market-settings': () => json({ message: 'kaputt' }, 500),
    'GET /api/booth-areas': () => json(areas),
    'GET /api/booths': () => json(BOOTHS),
    'POST /api/vendors/register': register,
  });
  const queryClient = createQueryClient();
  if (settings) queryClient.setQueryData(marketSettingsQuery.queryKey, settings);
  queryClient.setQueryData(boothAreasQuery.queryKey, areas);
  queryClient.setQueryData(boothsQuery.queryKey, BOOTHS);
  const view = renderWithProviders(<VendorRegistrationPage />, {
    queryClient,
    route: '/vendor-registration',
    locale,
  });
  const registerBodies = () =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) => String(url).endsWith('/api/vendors/register') && init?.method === 'POST',
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { ...view, fetchMock, registerBodies };
}

type User = ReturnType<typeof renderRegistrationPage>['user'];

/** Replaces what the text field named `name` holds with `text`. */
export async function typeInto(user: User, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
