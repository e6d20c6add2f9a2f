import {
  type BoothAreaDto,
  type BoothAssignmentPreference,
  type BoothDto,
  type RegisterVendorDto,
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

/** The rules of spec section 5, with its German messages; the server checks them again. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (values.name.trim().length < 2) errors.name = VENDOR_MESSAGES.nameTooShort;
  if (!EMAIL.test(values.email.trim())) errors.email = VENDOR_MESSAGES.invalidEmail;
  if (values.phone.trim().length < 10) errors.phone = VENDOR_MESSAGES.phoneTooShort;
  if (values.description.trim().length < 10) {
    errors.description = VENDOR_MESSAGES.descriptionTooShort;
  }
  if (!values.termsAccepted) errors.termsAccepted = VENDOR_MESSAGES.termsRequired;
  return errors;
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
