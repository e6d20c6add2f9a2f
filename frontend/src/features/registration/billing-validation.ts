import { VENDOR_MESSAGES, type UpdateBillingDto, type VendorDto } from '@standl/contracts';

export type BillingValues = UpdateBillingDto;
export type BillingErrors = Partial<Record<keyof BillingValues, string>>;

export const DEFAULT_BILLING_COUNTRY = 'Österreich';

export function isAustria(country: string): boolean {
  const value = country.trim();
  return !value || /^(österreich|austria|at)$/i.test(value);
}

/** The server's rules (UpdateBillingDto), checked before sending. */
export function validateBilling(values: BillingValues): BillingErrors {
  const errors: BillingErrors = {};
  if (!values.billingStreet.trim()) errors.billingStreet = VENDOR_MESSAGES.billingStreetRequired;
  if (!values.billingCity.trim()) errors.billingCity = VENDOR_MESSAGES.billingCityRequired;
  const postalCode = values.billingPostalCode.trim();
  if (isAustria(values.billingCountry)) {
    if (!/^\d{4}$/.test(postalCode)) {
      errors.billingPostalCode = VENDOR_MESSAGES.billingPostalCodeAustria;
    }
  } else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postalCode)) {
    errors.billingPostalCode = VENDOR_MESSAGES.billingPostalCodeInvalid;
  }
  return errors;
}

export function cleanBilling(values: BillingValues): BillingValues {
  return {
    billingStreet: values.billingStreet.trim(),
    billingCity: values.billingCity.trim(),
    billingPostalCode: values.billingPostalCode.trim(),
    billingCountry: values.billingCountry.trim() || DEFAULT_BILLING_COUNTRY,
  };
}

/** Street, postal code and city all given: the address an invoice prints. */
export function hasBillingAddress(
  vendor: Pick<VendorDto, 'billingStreet' | 'billingPostalCode' | 'billingCity'>,
): boolean {
  return [vendor.billingStreet, vendor.billingPostalCode, vendor.billingCity].every((part) =>
    Boolean(part?.trim()),
  );
}

/** The form's values from a vendor's stored address (empty fields, the default country). */
export function billingValuesOf(
  vendor: Pick<VendorDto, 'billingStreet' | 'billingPostalCode' | 'billingCity' | 'billingCountry'>,
): BillingValues {
  return {
    billingStreet: vendor.billingStreet ?? '',
    billingPostalCode: vendor.billingPostalCode ?? '',
    billingCity: vendor.billingCity ?? '',
    billingCountry: vendor.billingCountry || DEFAULT_BILLING_COUNTRY,
  };
}
