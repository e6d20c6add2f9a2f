import {
  AUSTRIAN_UID_PATTERN,
  DEFAULT_VAT_RATE,
  INVOICE_MESSAGES,
  normalizeUid,
  type InvoiceSettingsDto,
  type SaveInvoiceSettingsDto,
  type VatMode,
} from '@standl/contracts';

/** The issuer's data as typed in the 'Rechnungsdaten' form. */
export interface InvoiceSettingsValues {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  uid: string;
  taxNumber: string;
  companyRegister: string;
  email: string;
  phone: string;
  vatMode: VatMode;
  /** Percent as typed ('20', '10', '13,5'). */
  vatRate: string;
  footer: string;
}

export type InvoiceSettingsField = Exclude<keyof InvoiceSettingsValues, 'vatMode'>;
export type InvoiceSettingsErrors = Partial<Record<InvoiceSettingsField | 'vatMode', string>>;

/** Maximum lengths, as the server checks them (SaveInvoiceSettingsDto). */
export const INVOICE_FIELD_LIMITS: Record<InvoiceSettingsField, number> = {
  legalName: 200,
  street: 200,
  postalCode: 10,
  city: 100,
  country: 100,
  uid: 20,
  taxNumber: 20,
  companyRegister: 200,
  email: 254,
  phone: 50,
  vatRate: 6,
  footer: 500,
};

const TOO_LONG: Partial<Record<InvoiceSettingsField, string>> = {
  legalName: INVOICE_MESSAGES.tooLong('Der Name', 200),
  street: INVOICE_MESSAGES.tooLong('Die Straße', 200),
  postalCode: INVOICE_MESSAGES.tooLong('Die Postleitzahl', 10),
  city: INVOICE_MESSAGES.tooLong('Der Ort', 100),
  country: INVOICE_MESSAGES.tooLong('Das Land', 100),
  companyRegister: INVOICE_MESSAGES.tooLong('Das Firmenbuch', 200),
  phone: INVOICE_MESSAGES.tooLong('Die Telefonnummer', 50),
  footer: INVOICE_MESSAGES.tooLong('Die Fußzeile', 500),
};

const TAX_NUMBER = /^[0-9][0-9 /-]{3,18}[0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const percent = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 2 });

export function invoiceSettingsValues(settings: InvoiceSettingsDto): InvoiceSettingsValues {
  return {
    legalName: settings.legalName,
    street: settings.street,
    postalCode: settings.postalCode,
    city: settings.city,
    country: settings.country || 'Österreich',
    uid: settings.uid ?? '',
    taxNumber: settings.taxNumber ?? '',
    companyRegister: settings.companyRegister ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    vatMode: settings.vatMode,
    vatRate: percent.format(settings.vatRate ?? DEFAULT_VAT_RATE).replace(/\s/g, ''),
    footer: settings.footer ?? '',
  };
}

/** A VAT rate as typed ('20', '13,5', '7.25') in percent, or null: 0 to 100, two decimals. */
export function parseVatRate(input: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(input.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return value <= 100 ? value : null;
}

/**
 * The checks of the server (SaveInvoiceSettingsDto and the settings' own rule), so the organiser
 * sees them at the field: name and address required, the UID 'ATU' and 8 digits (typed with
 * spaces or dots as on letterheads), charging VAT needs the UID, a small business the UID or its
 * tax number (EN 16931 needs a seller tax identifier either way, docs/decisions.md 73).
 */
export function validateInvoiceSettings(values: InvoiceSettingsValues): InvoiceSettingsErrors {
  const errors: InvoiceSettingsErrors = {};
  if (!values.legalName.trim()) errors.legalName = INVOICE_MESSAGES.legalNameRequired;
  if (!values.street.trim()) errors.street = INVOICE_MESSAGES.streetRequired;
  if (!values.postalCode.trim()) errors.postalCode = INVOICE_MESSAGES.postalCodeRequired;
  if (!values.city.trim()) errors.city = INVOICE_MESSAGES.cityRequired;
  for (const [field, message] of Object.entries(TOO_LONG) as [InvoiceSettingsField, string][]) {
    if (!errors[field] && values[field].trim().length > INVOICE_FIELD_LIMITS[field]) {
      errors[field] = message;
    }
  }

  const uid = normalizeUid(values.uid.trim());
  if (uid && !AUSTRIAN_UID_PATTERN.test(uid)) errors.uid = INVOICE_MESSAGES.invalidUid;
  const taxNumber = values.taxNumber.trim();
  if (taxNumber && !TAX_NUMBER.test(taxNumber)) {
    errors.taxNumber = INVOICE_MESSAGES.invalidTaxNumber;
  }
  const email = values.email.trim();
  if (email && (!EMAIL.test(email) || email.length > 254)) {
    errors.email = INVOICE_MESSAGES.invalidEmail;
  }

  if (values.vatMode !== 'standard' && values.vatMode !== 'small_business') {
    errors.vatMode = INVOICE_MESSAGES.invalidVatMode;
  } else if (values.vatMode === 'standard') {
    if (parseVatRate(values.vatRate) === null) errors.vatRate = INVOICE_MESSAGES.invalidVatRate;
    if (!uid) errors.uid = INVOICE_MESSAGES.uidRequired;
  } else if (!uid && !taxNumber && !errors.taxNumber) {
    errors.taxNumber = INVOICE_MESSAGES.taxIdRequired;
  }
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/** The PUT body: every field (PUT replaces them all), blanks as null, the UID normalised. */
export function invoiceSettingsBody(values: InvoiceSettingsValues): SaveInvoiceSettingsDto {
  const uid = normalizeUid(values.uid.trim());
  return {
    legalName: values.legalName.trim(),
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country.trim() || 'Österreich',
    uid: uid || null,
    taxNumber: orNull(values.taxNumber),
    companyRegister: orNull(values.companyRegister),
    email: orNull(values.email),
    phone: orNull(values.phone),
    vatMode: values.vatMode,
    // A small business keeps the rate it had, for the day it charges VAT again.
    vatRate: parseVatRate(values.vatRate) ?? DEFAULT_VAT_RATE,
    footer: orNull(values.footer),
  };
}

/**
 * A server refusal (one text, or several joined) put at the fields it is about, so it shows where
 * the client check would have shown it; what belongs to no field is returned as `other`.
 */
export function serverErrors(message: string): {
  fields: InvoiceSettingsErrors;
  other: string | null;
} {
  const known: [string, InvoiceSettingsField | 'vatMode'][] = [
    [INVOICE_MESSAGES.legalNameRequired, 'legalName'],
    [INVOICE_MESSAGES.streetRequired, 'street'],
    [INVOICE_MESSAGES.postalCodeRequired, 'postalCode'],
    [INVOICE_MESSAGES.cityRequired, 'city'],
    [INVOICE_MESSAGES.countryRequired, 'country'],
    [INVOICE_MESSAGES.invalidUid, 'uid'],
    [INVOICE_MESSAGES.uidRequired, 'uid'],
    [INVOICE_MESSAGES.taxIdRequired, 'taxNumber'],
    [INVOICE_MESSAGES.invalidTaxNumber, 'taxNumber'],
    [INVOICE_MESSAGES.invalidVatMode, 'vatMode'],
    [INVOICE_MESSAGES.invalidVatRate, 'vatRate'],
    [INVOICE_MESSAGES.invalidEmail, 'email'],
    ...(Object.entries(TOO_LONG) as [InvoiceSettingsField, string][]).map(
      ([field, text]) => [text, field] as [string, InvoiceSettingsField],
    ),
  ];
  const fields: InvoiceSettingsErrors = {};
  let rest = message;
  for (const [text, field] of known) {
    if (rest.includes(text)) {
      fields[field] ??= text;
      rest = rest.replace(text, '');
    }
  }
  rest = rest.trim();
  return { fields, other: rest || null };
}
