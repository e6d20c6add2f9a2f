import type {
  WaitlistAreaDto,
  WaitlistDto,
  WaitlistEntryDto,
  WaitlistOfferAdminDto,
} from '@standl/contracts';

export function waitlistOffer(
  overrides: Partial<WaitlistOfferAdminDto> = {},
): WaitlistOfferAdminDto {
  return {
    offerId: 'o-1',
    vendorId: 'v-1',
    vendorName: 'Glasbläserei Sonnleitner',
    boothId: 7,
    boothNumber: 'AK-07',
    areaId: 1,
    areaName: 'Arkadenhof',
    stallFee: 15000,
    state: 'open',
    createdAt: '2026-11-10T09:00:00.000Z',
    expiresAt: '2026-11-12T09:00:00.000Z',
    answeredAt: null,
    offeredBy: 'auto',
    ...overrides,
  };
}

export function waitlistEntry(overrides: Partial<WaitlistEntryDto> = {}): WaitlistEntryDto {
  return {
    entryId: 'e-1',
    vendorId: 'v-1',
    vendorName: 'Glasbläserei Sonnleitner',
    position: 1,
    joinedAt: '2026-11-01T10:00:00.000Z',
    state: 'waiting',
    offer: null,
    ...overrides,
  };
}

export function waitlistArea(overrides: Partial<WaitlistAreaDto> = {}): WaitlistAreaDto {
  return {
    areaId: 1,
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    closedForSelection: false,
    freeStalls: 0,
    entries: [],
    ...overrides,
  };
}

/** Arkadenhof with three waiting vendors (the first with an open offer), Burgkeller empty. */
export function waitlist(overrides: Partial<WaitlistDto> = {}): WaitlistDto {
  const offer = waitlistOffer();
  return {
    areas: [
      waitlistArea({
        entries: [
          waitlistEntry({ state: 'offered', offer }),
          waitlistEntry({
            entryId: 'e-2',
            vendorId: 'v-2',
            vendorName: 'Kerzen Maier',
            position: 2,
          }),
          waitlistEntry({
            entryId: 'e-3',
            vendorId: 'v-3',
            vendorName: 'Honig Huber',
            position: 3,
          }),
        ],
      }),
      waitlistArea({
        areaId: 2,
        areaCode: 'BK',
        areaName: 'Burgkeller',
        closedForSelection: true,
        freeStalls: 2,
      }),
    ],
    offers: [
      offer,
      waitlistOffer({
        offerId: 'o-0',
        vendorId: 'v-9',
        vendorName: 'Keramik Berger',
        boothNumber: 'AK-03',
        state: 'declined',
        createdAt: '2026-11-05T09:00:00.000Z',
        expiresAt: '2026-11-07T09:00:00.000Z',
        answeredAt: '2026-11-05T15:30:00.000Z',
        offeredBy: 'organisator',
      }),
    ],
    ...overrides,
  };
}
