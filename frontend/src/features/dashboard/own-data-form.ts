import {
  REGISTRATION_LIMITS,
  VENDOR_MESSAGES,
  VENDOR_PROFILE_MESSAGES,
  type VendorDto,
} from '@standl/contracts';

export interface ProfileValues {
  name: string;
  phone: string;
  description: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function profileValuesOf(vendor: Pick<VendorDto, keyof ProfileValues>): ProfileValues {
  return { name: vendor.name, phone: vendor.phone, description: vendor.description };
}

/** The registration's rules and messages for the three fields a vendor corrects here. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const description = values.description.trim();
  if (name.length < 2) errors.name = VENDOR_MESSAGES.nameTooShort;
  else if (name.length > REGISTRATION_LIMITS.name) errors.name = VENDOR_MESSAGES.nameTooLong;
  if (phone.length < 10) errors.phone = VENDOR_MESSAGES.phoneTooShort;
  else if (phone.length > REGISTRATION_LIMITS.phone) errors.phone = VENDOR_MESSAGES.phoneTooLong;
  if (description.length < 10) errors.description = VENDOR_MESSAGES.descriptionTooShort;
  else if (description.length > REGISTRATION_LIMITS.description) {
    errors.description = VENDOR_MESSAGES.descriptionTooLong;
  }
  return errors;
}

/** Only the fields that differ from what is saved, trimmed: an unchanged form sends nothing. */
export function changedProfile(
  saved: ProfileValues,
  values: ProfileValues,
): Partial<ProfileValues> {
  const change: Partial<ProfileValues> = {};
  for (const field of ['name', 'phone', 'description'] as const) {
    const value = values[field].trim();
    if (value !== saved[field]) change[field] = value;
  }
  return change;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailError(address: string, current: string): string | undefined {
  const email = address.trim();
  if (!EMAIL.test(email) || email.length > REGISTRATION_LIMITS.email) {
    return VENDOR_MESSAGES.invalidEmail;
  }
  if (email.toLowerCase() === current.trim().toLowerCase())
    return VENDOR_PROFILE_MESSAGES.sameEmail;
  return undefined;
}
