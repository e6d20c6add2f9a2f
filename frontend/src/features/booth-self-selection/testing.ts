import { depositPaymentPath, type BoothSelectionResultDto } from '@standl/contracts';
import type { Locale } from '../../lib/locale';
import { stubApi } from '../../test/api-stub';
import { boothArea } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { boothsOf } from '../booths/testing';
import { ACCESS_CODE, vendorStatus } from '../registration/testing';

/** The stall self-selection's specs in German and English: the API, its answers, the page. */
export const STATUS = 'POST /api/vendors/status';
export const SELECT = 'POST /api/vendors/select-booth';
export const ROUTE = `/booth-self-selection?accessCode=${ACCESS_CODE}`;
export const BOOTHS = boothsOf('AK', 6);

/** AK-05 held for the vendor until 14:35 in Vienna, the deposit to pay. */
export const SELECTION: BoothSelectionResultDto = {
  requiresPayment: true,
  boothId: BOOTHS[4]!.id,
  boothNumber: 'AK-05',
  boothArea: 'Arkadenhof',
  boothAreaCode: 'AK',
  checkoutId: null,
  checkoutUrl: `http://localhost:3000${depositPaymentPath(vendorStatus().vendor.id)}`,
  holdExpiresAt: '2026-11-20T13:35:00.000Z',
};

export type Handlers = Parameters<typeof stubApi>[0];

/**
 * The app at `route` (the self-selection with the vendor's code) in `locale`, the API answering
 * the area, its six stalls, the vendor's status and the selection; `handlers` replace answers.
 */
export function renderSelfSelection(handlers: Handlers = {}, route = ROUTE, locale?: Locale) {
  const api = stubApi({
    'GET /api/booth-areas': () => Response.json([boothArea('AK', { totalBooths: 6 })]),
    'GET /api/booths': () => Response.json(BOOTHS),
    [STATUS]: () => Response.json(vendorStatus()),
    [SELECT]: () => Response.json(SELECTION),
    ...handlers,
  });
  return { api, ...renderApp({ route, locale }) };
}
