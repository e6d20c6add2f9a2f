import { ADMIN_MESSAGES, VENDOR_MESSAGES } from '@standl/contracts';
import { adminAreas, adminBooth, adminVendor } from './testing/admin-vendor-fixtures';
import {
  boothButtonLabel,
  canAssignBooth,
  canMarkSetUp,
  emailBadges,
  findSuggestedBooth,
  matchesVendorSearch,
  notSetUpOnMarketStart,
  offersAssignment,
  parsePaidAmount,
  phoneDigitForms,
  splitServerErrors,
  statusOptions,
  validateNewVendor,
  vendorCounter,
  vendorPaymentMethod,
} from './vendor-rules';

describe('matchesVendorSearch', () => {
  const vendor = adminVendor({
    name: 'Kerzenzieherei Huber',
    email: 'huber@example.at',
    phone: '+43 664 1234567',
    accessCode: 'ABCDE12345',
    boothNumber: 'AK-12',
    boothAreaName: 'Arkadenhof',
  });

  it.each([
    ['', true],
    ['kerzen', true],
    ['HUBER@EXAMPLE', true],
    ['664 123', true],
    ['6641234', true],
    ['ak-12', true],
    ['ak12', true],
    ['arkaden', true],
    ['cde12', true],
    ['CDE-12', true],
    ['abcde-12345', true],
    ['bcdeI2', true],
    ['Glasbläser', false],
    ['RS-12', false],
    ['XYZ99', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesVendorSearch(vendor, query)).toBe(expected);
  });

  it.each([
    '0664 123',
    '664123',
    '+43664',
    '+43 664 123-4567',
    '0043 664 1234567',
    '(0664) 1234567',
    '06641234567',
    '4567',
  ])(
    'finds the phone number +43 664 1234567 by %j, whatever the prefix and formatting',
    (query) => {
      expect(matchesVendorSearch(vendor, query)).toBe(true);
    },
  );

  it('finds a number stored in national form by its international form', () => {
    const national = adminVendor({ phone: '0664/123 45 67', accessCode: 'ZZZZZ99999' });
    expect(matchesVendorSearch(national, '+43 664 123')).toBe(true);
    expect(matchesVendorSearch(national, '43664')).toBe(true);
    expect(matchesVendorSearch(national, '0664123')).toBe(true);
  });

  it.each(['0676 123', '+49664', '0699', '664 9'])('does not find it by %j', (query) => {
    expect(matchesVendorSearch(vendor, query)).toBe(false);
  });

  it('counts in the spec words', () => {
    expect(vendorCounter(2, 7)).toBe('2 von 7 Händlern gefunden');
  });
});

describe('phoneDigitForms', () => {
  it('reads a leading 0 as the Austrian national prefix and drops + and 00', () => {
    expect(phoneDigitForms('0664 123')).toEqual(['0664123', '43664123']);
    expect(phoneDigitForms('+43 664 123')).toEqual(['43664123']);
    expect(phoneDigitForms('0043 664')).toEqual(['0043664', '43664']);
    expect(phoneDigitForms('664-123')).toEqual(['664123']);
    expect(phoneDigitForms('00')).toEqual(['00']);
    expect(phoneDigitForms(' + ')).toEqual([]);
  });
});

describe('emailBadges', () => {
  const sent = (
    registration: boolean,
    confirmation: boolean,
    invoice: boolean,
    filed: ('registration' | 'confirmation' | 'invoice' | 'direct')[] = [],
    direct = false,
  ) => adminVendor({ mailsSent: { registration, confirmation, invoice, direct, filed } });
  const labels = (vendor: ReturnType<typeof sent>) => emailBadges(vendor).map((b) => b.label);

  it('shows the mails the vendor has really been sent', () => {
    expect(labels(sent(true, false, false))).toEqual(['Registrierung']);
    expect(labels(sent(true, true, false))).toEqual(['Registrierung', 'Bestätigung']);
    expect(labels(sent(false, true, true))).toEqual(['Bestätigung', 'Rechnung']);
  });

  it('marks mails that were only filed (no SMTP) as such', () => {
    expect(emailBadges(sent(true, true, false, ['confirmation']))).toEqual([
      { label: 'Registrierung', filed: false },
      { label: 'Bestätigung (abgelegt)', filed: true },
    ]);
  });

  it("adds the organiser's direct mails as 'Einzel-E-Mail'", () => {
    expect(labels(sent(true, false, false, [], true))).toEqual(['Registrierung', 'Einzel-E-Mail']);
    expect(labels(sent(false, false, false, ['direct'], true))).toEqual([
      'Einzel-E-Mail (abgelegt)',
    ]);
  });

  it("says 'Keine E-Mails' before any", () => {
    expect(labels(sent(false, false, false))).toEqual(['Keine E-Mails']);
  });
});

describe('list buttons', () => {
  it('offers Aufgebaut to confirmed vendors that are not blocked, and to those paid before set-up', () => {
    expect(canMarkSetUp(adminVendor({ status: 'confirmed' }))).toBe(true);
    expect(canMarkSetUp(adminVendor({ status: 'confirmed', isBlocked: true }))).toBe(false);
    expect(canMarkSetUp(adminVendor({ status: 'paid', setUpAt: null }))).toBe(true);
    expect(canMarkSetUp(adminVendor({ status: 'paid', setUpAt: '2026-12-05T08:00:00.000Z' }))).toBe(
      false,
    );
    expect(canMarkSetUp(adminVendor({ status: 'pending' }))).toBe(false);
  });

  it('offers Zuweisen on the phone to pending vendors who do not select themselves', () => {
    expect(offersAssignment(adminVendor({ status: 'pending' }))).toBe(true);
    expect(
      offersAssignment(adminVendor({ status: 'pending', boothSelectionMethod: 'self_select' })),
    ).toBe(false);
    expect(offersAssignment(adminVendor({ status: 'confirmed' }))).toBe(false);
  });

  it('offers no Zuweisen for blocked vendors', () => {
    expect(offersAssignment(adminVendor({ status: 'pending', isBlocked: true }))).toBe(false);
  });

  it("shows the payment method only once something is paid ('–' before)", () => {
    expect(vendorPaymentMethod(adminVendor({ paymentAmount: 0 }))).toBe('–');
    expect(
      vendorPaymentMethod(adminVendor({ paymentAmount: 0, paymentMethod: 'bank_transfer' })),
    ).toBe('–');
    expect(vendorPaymentMethod(adminVendor({ paymentAmount: 1000, paymentMethod: 'sumup' }))).toBe(
      'Karte (SumUp)',
    );
    expect(
      vendorPaymentMethod(adminVendor({ paymentAmount: 15000, paymentMethod: 'bank_transfer' })),
    ).toBe('Überweisung');
  });
});

describe('market start warning', () => {
  it('warns for confirmed vendors on the first market day only', () => {
    const confirmed = adminVendor({ status: 'confirmed' });
    expect(notSetUpOnMarketStart(confirmed, '2026-12-05', '2026-12-05')).toBe(true);
    expect(notSetUpOnMarketStart(confirmed, '2026-12-05', '2026-12-04')).toBe(false);
    expect(notSetUpOnMarketStart(confirmed, null, '2026-12-05')).toBe(false);
    expect(
      notSetUpOnMarketStart(adminVendor({ status: 'aufgebaut' }), '2026-12-05', '2026-12-05'),
    ).toBe(false);
  });
});

describe('statusOptions', () => {
  it('offers pending, confirmed, paid, checked_in and keeps another current status visible', () => {
    expect(statusOptions('confirmed')).toEqual(['pending', 'confirmed', 'paid', 'checked_in']);
    expect(statusOptions('rejected')).toEqual([
      'pending',
      'confirmed',
      'paid',
      'checked_in',
      'rejected',
    ]);
  });
});

describe('parsePaidAmount', () => {
  it.each([
    ['75,50', 7550],
    ['1.234,56', 123456],
    [' 20 € ', 2000],
    ['0,01', 1],
  ])('%j → %i cents', (input, cents) => {
    expect(parsePaidAmount(input)).toBe(cents);
  });

  it.each(['', 'abc', '0', '0,00', '-5', '1,234', '12e3'])('refuses %j', (input) => {
    expect(parsePaidAmount(input)).toBeNull();
  });
});

describe('new vendor validation', () => {
  it('uses the registration texts and needs no terms', () => {
    expect(validateNewVendor({ name: 'A', email: 'x', phone: '123', description: 'kurz' })).toEqual(
      {
        name: VENDOR_MESSAGES.nameTooShort,
        email: VENDOR_MESSAGES.invalidEmail,
        phone: VENDOR_MESSAGES.phoneTooShort,
        description: VENDOR_MESSAGES.descriptionTooShort,
      },
    );
    expect(
      validateNewVendor({
        name: 'Huber',
        email: 'huber@example.at',
        phone: '+43 664 1234567',
        description: 'Bienenwachskerzen',
      }),
    ).toEqual({});
  });

  it('puts joined server messages on their fields', () => {
    expect(
      splitServerErrors(`${ADMIN_MESSAGES.emailBlocked}; ${VENDOR_MESSAGES.phoneTooShort}; Anders`),
    ).toEqual({
      fields: { email: ADMIN_MESSAGES.emailBlocked, phone: VENDOR_MESSAGES.phoneTooShort },
      other: ['Anders'],
    });
  });
});

describe('stall choice', () => {
  const areas = adminAreas();
  const [free, occupied, reserved, held] = areas[0]!.booths;

  it('finds last year’s stall by full number or by area and number', () => {
    const byNumber = { year: 2025, boothArea: 'Arkadenhof', boothNumber: 'AK-02' };
    expect(findSuggestedBooth(areas, byNumber)?.id).toBe(2);
    const byArea = { year: 2025, boothArea: 'Arkadenhof', boothNumber: '1' };
    expect(findSuggestedBooth(areas, byArea)?.id).toBe(1);
    const byCode = { year: 2025, boothArea: 'AK', boothNumber: '04' };
    expect(findSuggestedBooth(areas, byCode)?.id).toBe(4);
    expect(findSuggestedBooth(areas, { year: 2025, boothArea: 'RS', boothNumber: '1' })).toBeNull();
  });

  it('lets free stalls and the vendor’s own held stall be assigned', () => {
    expect(canAssignBooth(free!, null)).toBe(true);
    expect(canAssignBooth(occupied!, null)).toBe(false);
    expect(canAssignBooth(reserved!, null)).toBe(false);
    expect(canAssignBooth(held!, null)).toBe(false);
    expect(canAssignBooth(held!, 4)).toBe(true);
    expect(canAssignBooth(adminBooth({ id: 9, status: 'occupied' }), 9)).toBe(false);
  });

  it('labels buttons with the holder cut to 8 characters', () => {
    expect(boothButtonLabel(free!, null)).toBe('frei');
    expect(boothButtonLabel(occupied!, null)).toBe('Glasbläs');
    expect(boothButtonLabel(reserved!, null)).toBe('Musikver');
    expect(boothButtonLabel(held!, null)).toBe('Imkerei');
    expect(boothButtonLabel(held!, 4)).toBe('Wunsch');
    expect(boothButtonLabel(adminBooth({ status: 'occupied' }), null)).toBe('belegt');
  });
});
