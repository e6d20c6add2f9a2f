import type { AdminBoothAreaDto, AdminBoothDto, AdminVendorDto } from '@standl/contracts';

export const VENDOR_ID = '0b6c3f0e-5a3e-4c55-9d0a-7f1f2b3c4d5e';

export function adminVendor(overrides: Partial<AdminVendorDto> = {}): AdminVendorDto {
  return {
    id: VENDOR_ID,
    name: 'Kerzenzieherei Huber',
    email: 'huber@example.at',
    phone: '+43 664 1234567',
    description: 'Handgezogene Bienenwachskerzen',
    accessCode: 'ABCDE12345',
    status: 'pending',
    isBlocked: false,
    blockedReason: null,
    canBeUnblocked: true,
    blockedAt: null,
    setUpAt: null,
    lastCheckIn: null,
    withdrawnAt: null,
    boothId: null,
    boothNumber: null,
    boothAreaCode: null,
    boothAreaName: null,
    boothSelectionMethod: 'admin',
    boothAssignmentPreference: 'admin',
    boothReservationExpiry: null,
    selectedBoothId: null,
    source: 'form',
    unreadMessages: 0,
    mailsSent: {
      registration: true,
      confirmation: false,
      invoice: false,
      direct: false,
      filed: [],
    },
    paymentAmount: 0,
    totalAmount: 0,
    downPaymentAmount: 0,
    downPaymentPaid: false,
    paymentMethod: 'bank_transfer',
    billingStreet: null,
    billingCity: null,
    billingPostalCode: null,
    billingCountry: 'Österreich',
    directoryConsent: false,
    language: 'de',
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

export function adminBooth(overrides: Partial<AdminBoothDto> = {}): AdminBoothDto {
  return {
    id: 1,
    number: 'AK-01',
    areaId: 1,
    areaCode: 'AK',
    status: 'available',
    vendorId: null,
    vendorName: null,
    vendorEmail: null,
    reservedName: null,
    reservationType: null,
    reservedBy: null,
    reservedAt: null,
    locationDescription: null,
    isBeingProcessed: false,
    reservationTimeLeft: null,
    holdVendorName: null,
    displayName: null,
    placement: null,
    widthCm: null,
    depthCm: null,
    attributes: { powerAmps: null, water: false, covered: false, vehicleAccess: false },
    price: 15000,
    priceDetail: { base: 15000, surcharges: [] },
    agreedPriceDetail: null,
    ...overrides,
  };
}

/** Arkadenhof with AK-01 free, AK-02 occupied, AK-03 reserved by name, AK-04 held right now. */
export function adminAreas(): AdminBoothAreaDto[] {
  return [
    {
      id: 1,
      code: 'AK',
      name: 'Arkadenhof',
      price: 15000,
      pricePerMeter: null,
      totalBooths: 4,
      allowSelfSelection: true,
      closedForSelection: false,
      occupiedCount: 1,
      reservedCount: 1,
      availableCount: 2,
      plan: null,
      surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
      planImage: null,
      booths: [
        adminBooth({ id: 1, number: 'AK-01' }),
        adminBooth({
          id: 2,
          number: 'AK-02',
          status: 'occupied',
          vendorId: 'other',
          vendorName: 'Glasbläserei Sonnleitner',
          displayName: 'Glasbläserei Sonnleitner',
        }),
        adminBooth({
          id: 3,
          number: 'AK-03',
          status: 'reserved',
          reservedName: 'Musikverein',
          reservationType: 'manual_name',
          displayName: 'Musikverein',
        }),
        adminBooth({
          id: 4,
          number: 'AK-04',
          isBeingProcessed: true,
          reservationTimeLeft: 12,
          holdVendorName: 'Imkerei Bienenstock',
        }),
      ],
    },
  ];
}

export { adminSettings } from '../../settings/testing';
