import {
  ADMIN_MESSAGES,
  normalizeAccessCode,
  VENDOR_MESSAGES,
  type AdminBoothAreaDto,
  type AdminBoothDto,
  type AdminSettableStatus,
  type AdminVendorDto,
  type CreateVendorDto,
  type PreviousBoothDto,
  type VendorStatus,
} from '@standl/contracts';
import { BOOTH_STATE_LABELS, boothShortNumber, boothState } from '../../booths';
import { parseEuroToCents } from '../../../lib/money';
import { validateRegistration } from '../../registration';

const compact = (value: string | null) => (value ?? '').toLowerCase().replace(/[\s-]+/g, '');

/** A query made only of what people type in phone numbers: digits, spaces, + - / ( ) and dots. */
const PHONE_LIKE = /^[\d\s+\-/().]+$/;
const AUSTRIA = '43';

/**
 * The digit sequences a phone number (or a piece of one) may be written as: its plain digits,
 * and its international form without '+' or '00', where a single leading '0' is Austria's
 * national prefix ('0664 123' and '+43 664 123' both read 43664123).
 */
export function phoneDigitForms(value: string): string[] {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return [];
  let international = digits;
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) international = digits.slice(2);
    else if (digits.startsWith('0')) international = AUSTRIA + digits.slice(1);
  }
  return international && international !== digits ? [digits, international] : [digits];
}

/** Whether a phone-like query is part of the phone number, whatever the formatting and prefix. */
function matchesPhone(phone: string | null, query: string): boolean {
  if (!phone || !PHONE_LIKE.test(query)) return false;
  const haystacks = phoneDigitForms(phone);
  return phoneDigitForms(query).some((needle) =>
    haystacks.some((haystack) => haystack.includes(needle)),
  );
}

/**
 * The vendors tab search (spec 001 section 2): name, e-mail, phone, stall number and area name,
 * case-insensitive and ignoring spaces and hyphens; the access code also partially and read the
 * way the vendor types it (docs/decisions.md 188: 'abcde-fg' finds ABCDEFGHJK, O counts as 0).
 * Phone numbers are compared as digits, national and international prefix alike ('0664 123',
 * '664123' and '+43664' find '+43 664 1234567').
 */
export function matchesVendorSearch(vendor: AdminVendorDto, query: string): boolean {
  const needle = compact(query);
  if (!needle) return true;
  const fields = [
    vendor.name,
    vendor.email,
    vendor.phone,
    vendor.boothNumber,
    vendor.boothAreaName,
  ];
  return (
    fields.some((field) => compact(field).includes(needle)) ||
    matchesPhone(vendor.phone, query) ||
    // Only organisers get the codes (issue 29).
    (vendor.accessCode ?? '').includes(normalizeAccessCode(query))
  );
}

export function vendorCounter(found: number, total: number): string {
  return `${found} von ${total} Händlern gefunden`;
}

export interface EmailBadge {
  label: string;
  /** Only filed (SMTP_URL not set): the vendor has not received it. */
  filed: boolean;
}

/**
 * E-mail status badges (spec 001 section 2): the mails the vendor has been sent (registration,
 * confirmation with the access code, invoice), those only filed marked 'abgelegt';
 * 'Keine E-Mails' before any.
 */
export function emailBadges(vendor: Pick<AdminVendorDto, 'mailsSent'>): EmailBadge[] {
  const { mailsSent } = vendor;
  const badges: EmailBadge[] = [];
  const add = (key: 'registration' | 'confirmation' | 'invoice' | 'direct', label: string) => {
    if (!mailsSent[key]) return;
    const filed = mailsSent.filed.includes(key);
    badges.push({ label: filed ? `${label} (abgelegt)` : label, filed });
  };
  add('registration', 'Registrierung');
  add('confirmation', 'Bestätigung');
  add('invoice', 'Rechnung');
  add('direct', 'Einzel-E-Mail');
  return badges.length > 0 ? badges : [{ label: 'Keine E-Mails', filed: false }];
}

/**
 * 'Aufgebaut' for confirmed vendors that are not blocked (spec), and for those who paid in full
 * before setting up (else they could never be marked set up).
 */
export function canMarkSetUp(vendor: AdminVendorDto): boolean {
  const paidEarly = vendor.status === 'paid' && vendor.setUpAt === null;
  return (vendor.status === 'confirmed' || paidEarly) && !vendor.isBlocked;
}

/** The mobile list's 'Zuweisen': waiting, unblocked vendors who do not choose their stall themselves. */
export function offersAssignment(vendor: AdminVendorDto): boolean {
  return (
    vendor.status === 'pending' &&
    vendor.boothSelectionMethod !== 'self_select' &&
    !vendor.isBlocked
  );
}

/** A block that cannot be lifted here (canBeUnblocked false): only the archive can change it. */
export function isPermanentlyBlocked(
  vendor: Pick<AdminVendorDto, 'isBlocked' | 'canBeUnblocked'>,
): boolean {
  return vendor.isBlocked && !vendor.canBeUnblocked;
}

/** Why 'Entsperren' is off for a permanent block (list and detail dialog). */
export const PERMANENT_BLOCK_HINT = 'Dauerhafte Sperre: im Archiv als aufhebbar kennzeichnen';

/** The checkbox of both block dialogs (vendor detail and archive). */
export const PERMANENT_BLOCK_LABEL =
  'Dauerhafte Sperre (kann nicht aufgehoben werden, z. B. Ausschluss wegen Weitergabe des Lift-Tickets)';

/** Waiting for the organiser's confirmation ('Bestätigen' in the detail dialog). */
export function awaitsConfirmation(vendor: AdminVendorDto): boolean {
  return (
    vendor.status === 'pending' ||
    vendor.status === 'pending_payment' ||
    vendor.status === 'approved'
  );
}

/** A confirmed vendor on the first market day is not set up yet: the list warns about it. */
export function notSetUpOnMarketStart(
  vendor: AdminVendorDto,
  marketStartDate: string | null | undefined,
  today: string,
): boolean {
  return vendor.status === 'confirmed' && marketStartDate?.slice(0, 10) === today;
}

/** The statuses the organiser may pick (spec 001 section 2), plus the current one to show it. */
export const SETTABLE_STATUSES: readonly AdminSettableStatus[] = [
  'pending',
  'confirmed',
  'paid',
  'checked_in',
];

export function statusOptions(current: VendorStatus): VendorStatus[] {
  return SETTABLE_STATUSES.includes(current as AdminSettableStatus)
    ? [...SETTABLE_STATUSES]
    : [...SETTABLE_STATUSES, current];
}

/** A paid amount as typed, in cents: a number above 0 (spec 001 section 5), else null. */
export function parsePaidAmount(input: string): number | null {
  const cents = parseEuroToCents(input);
  return cents !== null && cents > 0 ? cents : null;
}

const PAYMENT_METHODS: Record<string, string> = {
  cash: 'Bar',
  sumup: 'Karte (SumUp)',
  bank_transfer: 'Überweisung',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHODS[method] ?? method;
}

/**
 * 'Zahlungsart' in the vendor's detail: '–' while nothing is paid, since the stored method is only
 * the default ('bank_transfer') until money arrives.
 */
export function vendorPaymentMethod(
  vendor: Pick<AdminVendorDto, 'paymentAmount' | 'paymentMethod'>,
): string {
  return vendor.paymentAmount > 0 ? paymentMethodLabel(vendor.paymentMethod) : '–';
}

/** Names on stall buttons are cut to 8 characters (spec 001 section 2). */
export function shortName(name: string | null | undefined): string {
  return (name ?? '').trim().slice(0, 8).trimEnd();
}

export type NewVendorField = keyof CreateVendorDto;
export type NewVendorErrors = Partial<Record<NewVendorField, string>>;

/** Phone registration: the registration form's rules and texts, without the terms. */
export function validateNewVendor(values: CreateVendorDto): NewVendorErrors {
  const { termsAccepted: _terms, ...errors } = validateRegistration({
    ...values,
    boothAssignmentPreference: 'admin',
    termsAccepted: true,
  });
  return errors;
}

const FIELD_OF_MESSAGE: Record<string, NewVendorField> = {
  [VENDOR_MESSAGES.nameTooShort]: 'name',
  [VENDOR_MESSAGES.invalidEmail]: 'email',
  [ADMIN_MESSAGES.emailBlocked]: 'email',
  [VENDOR_MESSAGES.phoneTooShort]: 'phone',
  [VENDOR_MESSAGES.descriptionTooShort]: 'description',
  [VENDOR_MESSAGES.invalidLanguage]: 'language',
};

/** The server joins its messages with '; ' (docs/decisions.md 9): each to its field, the rest general. */
export function splitServerErrors(message: string): { fields: NewVendorErrors; other: string[] } {
  const fields: NewVendorErrors = {};
  const other: string[] = [];
  for (const part of message.split('; ')) {
    const field = FIELD_OF_MESSAGE[part];
    if (field) fields[field] = part;
    else other.push(part);
  }
  return { fields, other };
}

/** Last season's stall in this season's list: by its full number, else by area and number. */
export function findSuggestedBooth(
  areas: readonly AdminBoothAreaDto[],
  suggestion: PreviousBoothDto,
): AdminBoothDto | null {
  const areaName = suggestion.boothArea.trim().toLowerCase();
  const number = Number(boothShortNumber(suggestion.boothNumber));
  const booths = areas.flatMap((area) => area.booths.map((booth) => ({ area, booth })));
  const match =
    booths.find(({ booth }) => booth.number === suggestion.boothNumber.trim()) ??
    booths.find(
      ({ area, booth }) =>
        [area.name.toLowerCase(), area.code.toLowerCase()].includes(areaName) &&
        Number(boothShortNumber(booth.number)) === number,
    );
  return match?.booth ?? null;
}

/** Free stalls, and the vendor's own held or reserved stall (assigning it confirms the vendor). */
export function canAssignBooth(booth: AdminBoothDto, vendorBoothId: number | null): boolean {
  if (booth.id === vendorBoothId) return booth.status !== 'occupied';
  return boothState(booth) === 'available';
}

/** What a stall button says under its number: who has it (8 characters) or its state. */
export function boothButtonLabel(booth: AdminBoothDto, vendorBoothId: number | null): string {
  if (booth.id === vendorBoothId) return booth.status === 'occupied' ? 'aktuell' : 'Wunsch';
  const state = boothState(booth);
  if (state === 'available') return 'frei';
  const name = state === 'processing' ? booth.holdVendorName : booth.displayName;
  return shortName(name) || BOOTH_STATE_LABELS[state];
}
