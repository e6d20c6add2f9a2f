import { type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type BoothAreaDto,
  type BoothAssignmentPreference,
  type BoothDto,
  REGISTRATION_LIMITS,
  VENDOR_MESSAGES,
  type RegisterVendorDto,
  type RegistrationResultDto,
} from '@standl/contracts';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  description: string;
  boothAssignmentPreference: BoothAssignmentPreference;
  /** The full (or closed) area whose waiting list the vendor joins instead; null for none. */
  waitlistAreaId: number | null;
  /** May appear in the public directory 'Aussteller {year}' (unticked unless the vendor ticks it). */
  directoryConsent: boolean;
  termsAccepted: boolean;
}

export type RegistrationField = 'name' | 'email' | 'phone' | 'description' | 'termsAccepted';
/**
 * What the rules check; the console's phone registration has no waiting list to choose, and no
 * consent to give for the vendor.
 */
type CheckedValues = Omit<RegistrationValues, 'waitlistAreaId' | 'directoryConsent'>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export interface SelectedBooth {
  booth: BoothDto;
  area: BoothAreaDto;
}

/** A registration the server accepted: its answer, what was entered and the booth chosen. */
export interface Registration {
  result: RegistrationResultDto;
  values: RegistrationValues;
  booth: SelectedBooth | null;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  email: '',
  phone: '',
  description: '',
  boothAssignmentPreference: 'admin',
  waitlistAreaId: null,
  directoryConsent: false,
  termsAccepted: false,
};

export const FIELD_ORDER: readonly RegistrationField[] = [
  'name',
  'email',
  'phone',
  'description',
  'termsAccepted',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The most characters per field, as the server takes them (the e-mail's limit needs no counter). */
export const FIELD_LIMITS = REGISTRATION_LIMITS;

/**
 * Fields longer than the server takes, with its message. Shown while typing: the vendor should
 * not find out on submit that a long description was refused.
 */
export function lengthErrors(values: CheckedValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (values.name.trim().length > FIELD_LIMITS.name) errors.name = VENDOR_MESSAGES.nameTooLong;
  if (values.email.trim().length > FIELD_LIMITS.email) errors.email = VENDOR_MESSAGES.invalidEmail;
  if (values.phone.trim().length > FIELD_LIMITS.phone) errors.phone = VENDOR_MESSAGES.phoneTooLong;
  if (values.description.trim().length > FIELD_LIMITS.description) {
    errors.description = VENDOR_MESSAGES.descriptionTooLong;
  }
  return errors;
}

/** The rules of spec section 5, with its German messages, and the server's length limits. */
export function validateRegistration(values: CheckedValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (values.name.trim().length < 2) errors.name = VENDOR_MESSAGES.nameTooShort;
  if (!EMAIL.test(values.email.trim())) errors.email = VENDOR_MESSAGES.invalidEmail;
  if (values.phone.trim().length < 10) errors.phone = VENDOR_MESSAGES.phoneTooShort;
  if (values.description.trim().length < 10) {
    errors.description = VENDOR_MESSAGES.descriptionTooShort;
  }
  if (!values.termsAccepted) errors.termsAccepted = VENDOR_MESSAGES.termsRequired;
  return { ...errors, ...lengthErrors(values) };
}

/** The registration as the API takes it; `language` is the page's, for the vendor's mails. */
export function toRegisterVendorDto(
  values: RegistrationValues,
  booth: SelectedBooth | null,
  language: 'de' | 'en' = 'de',
): RegisterVendorDto {
  const fields = {
    language,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    description: values.description.trim(),
    directoryConsent: values.directoryConsent,
    termsAccepted: true,
  };
  // On a waiting list the organiser (or the list's offer) gives the stall, never a pick now.
  if (values.waitlistAreaId !== null) {
    return {
      ...fields,
      boothAssignmentPreference: 'admin',
      selectedBoothId: null,
      waitlistAreaId: values.waitlistAreaId,
    };
  }
  const self = values.boothAssignmentPreference === 'self';
  return {
    ...fields,
    boothAssignmentPreference: values.boothAssignmentPreference,
    selectedBoothId: self && booth ? booth.booth.id : null,
  };
}

/** Areas a new registration can only join the waiting list of: closed, or no stall free. */
export function waitlistAreas(areas: readonly BoothAreaDto[]): BoothAreaDto[] {
  return areas.filter((area) => area.waitlistOpen);
}

/**
 * 'Auf die Warteliste für Arkadenhof (ausgebucht)', in the page's language (`i18n` of
 * useLingui(); without it the browser's instance).
 */
export function waitlistOptionLabel(area: BoothAreaDto, i18n: I18n): string {
  const name = area.name;
  return area.closedForSelection
    ? i18n._(msg`Auf die Warteliste für ${name} (Vergabe nur über die Warteliste)`)
    : i18n._(msg`Auf die Warteliste für ${name} (ausgebucht)`);
}
