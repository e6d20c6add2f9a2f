import type { WaitlistOfferDto } from '@standl/contracts';

/** The offer page's specs in German and English: the API's paths, the link, the offer. */
export const LOOKUP = 'POST /api/waitlist-offers/lookup';
export const ACCEPT = 'POST /api/waitlist-offers/accept';
export const DECLINE = 'POST /api/waitlist-offers/decline';
export const SESSION = 'GET /api/vendors/session';
export const ROUTE = '/warteliste-angebot?token=abc.def';

/** An open offer of AK-07 (150,00 €, deposit 10,00 €) to Kerzenzieherei Huber. */
export function offer(overrides: Partial<WaitlistOfferDto> = {}): WaitlistOfferDto {
  return {
    state: 'open',
    boothNumber: 'AK-07',
    areaName: 'Arkadenhof',
    stallFee: 15000,
    depositAmount: 1000,
    requiresDeposit: true,
    expiresAt: '2099-12-03T13:35:00.000Z',
    vendorName: 'Kerzenzieherei Huber',
    ...overrides,
  };
}
