import type {
  LiftAppointmentDto,
  VendorAccountDto,
  VendorBoothDto,
  VendorDto,
  VendorStatusDto,
} from '@standl/contracts';
import { marketSettings } from '../../../test/fixtures';

export const ACCESS_CODE = 'ABCDE12345';
export const VENDOR_ID = '8d4c7a52-1f3e-4b7a-9a51-0c2f6e1d9b11';

export function vendor(overrides: Partial<VendorDto> = {}): VendorDto {
  return {
    id: VENDOR_ID,
    name: 'Kerzenzieherei Huber',
    email: 'huber@example.at',
    phone: '+43 664 1234567',
    description: 'Handgezogene Bienenwachskerzen',
    accessCode: ACCESS_CODE,
    status: 'pending',
    boothAssignmentPreference: 'admin',
    boothId: null,
    selectedBoothId: null,
    paymentAmount: 0,
    totalAmount: 0,
    downPaymentAmount: 0,
    downPaymentPaid: false,
    paymentMethod: 'bank_transfer',
    boothReservationExpiry: null,
    billingStreet: null,
    billingCity: null,
    billingPostalCode: null,
    billingCountry: 'Österreich',
    directoryConsent: false,
    language: 'de',
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

export function booth(overrides: Partial<VendorBoothDto> = {}): VendorBoothDto {
  return {
    id: 3,
    number: 'AK-03',
    locationDescription: 'Links neben dem Burgtor',
    area: { id: 1, code: 'AK', name: 'Arkadenhof', price: 15000 },
    isHeld: false,
    holdExpiresAt: null,
    priceDetail: { base: 15000, surcharges: [] },
    ...overrides,
  };
}

/** The vendor's money from the payments ledger; by default the amounts of `vendor`. */
export function account(overrides: Partial<VendorAccountDto> = {}): VendorAccountDto {
  return {
    totalAmount: 0,
    paidAmount: 0,
    openAmount: 0,
    depositAmount: 0,
    depositPaid: false,
    paymentMethod: 'bank_transfer',
    paidAt: null,
    refundDueAmount: 0,
    lines: [],
    ...overrides,
  };
}

export function liftAppointment(overrides: Partial<LiftAppointmentDto> = {}): LiftAppointmentDto {
  return {
    id: 1,
    vendorId: VENDOR_ID,
    vendorName: 'Kerzenzieherei Huber',
    date: '2026-12-02',
    timeSlot: '07:00-07:30',
    appointmentType: 'setup',
    notes: null,
    status: 'booked',
    bookedBy: 'vendor',
    createdAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export function vendorStatus(
  overrides: Partial<Omit<VendorStatusDto, 'vendor'>> & { vendor?: Partial<VendorDto> } = {},
): VendorStatusDto {
  const { vendor: vendorOverrides, ...rest } = overrides;
  const theVendor = vendor(vendorOverrides);
  return {
    vendor: theVendor,
    booth: null,
    liftAppointments: [],
    marketSettings: marketSettings(),
    bankDetails: null,
    sumupCheckoutUrl: null,
    invoice: null,
    waitlist: null,
    waitlistOffer: null,
    withdrawal: null,
    account: account({
      totalAmount: theVendor.totalAmount,
      paidAmount: theVendor.paymentAmount,
      openAmount: Math.max(0, theVendor.totalAmount - theVendor.paymentAmount),
      depositAmount: theVendor.downPaymentAmount,
      depositPaid: theVendor.downPaymentPaid,
      paymentMethod: theVendor.paymentMethod,
    }),
    ...rest,
  };
}
