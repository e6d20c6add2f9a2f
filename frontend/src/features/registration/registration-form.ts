import {
  type BoothAreaDto,
  type BoothAssignmentPreference,
  type BoothDto,
  type RegisterVendorDto,
  type RegistrationResultDto,
  REGISTRATION_LIMITS,
  VENDOR_MESSAGES,
} from '@standl/contracts';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  description: string;
  boothAssignmentPreference: BoothAssignmentPreference;
  termsAccepted: boolean;
}

export type RegistrationField = 'name' | 'email' | 'phone' | 'description' | 'termsAccepted';
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
export function lengthErrors(values: RegistrationValues): RegistrationErrors {
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
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
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

export function toRegisterVendorDto(
  values: RegistrationValues,
  booth: SelectedBooth | null,
): RegisterVendorDto {
  const self = values.boothAssignmentPreference === 'self';
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    description: values.description.trim(),
    boothAssignmentPreference: values.boothAssignmentPreference,
    selectedBoothId: self && booth ? booth.booth.id : null,
    termsAccepted: true,
  };
}
