/** Invoices (docs/decisions.md 73): kinds, the issuer's VAT modes and the German texts. */
import type { InvoiceKind, InvoiceState, VatMode } from './generated/api-types.js';

// The types themselves come from the contract (enums InvoiceKind, InvoiceState, VatMode).

/** An invoice, or the cancellation invoice (Storno) that voids one. */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const satisfies readonly InvoiceKind[];

/** What the organiser's list shows: a valid invoice, a cancelled one, or a Storno. */
export const INVOICE_STATES = [
  'issued',
  'cancelled',
  'cancellation',
] as const satisfies readonly InvoiceState[];

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  issued: 'Ausgestellt',
  cancelled: 'Storniert',
  cancellation: 'Stornorechnung',
};

/** The issuer charges VAT at its rate, or is a small business (Kleinunternehmer, no VAT). */
export const VAT_MODES = ['standard', 'small_business'] as const satisfies readonly VatMode[];

export const VAT_MODE_LABELS: Record<VatMode, string> = {
  standard: 'Umsatzsteuerpflichtig',
  small_business: 'Kleinunternehmer (keine Umsatzsteuer)',
};

/** The standard Austrian VAT rate, in percent. */
export const DEFAULT_VAT_RATE = 20;

/** § 6 Abs. 1 Z 27 UStG: the note a small business prints instead of VAT. */
export const SMALL_BUSINESS_NOTE =
  'Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung gemäß § 6 Abs. 1 Z 27 UStG';

/**
 * § 11 Abs. 6 UStG: an invoice of at most this gross amount (cents) is a Kleinbetragsrechnung
 * and needs neither the recipient's name nor address; above it, it needs the billing address.
 */
export const SMALL_AMOUNT_INVOICE_LIMIT = 40_000;

/** The note a Kleinbetragsrechnung prints, and the e-invoice carries. */
export const SMALL_AMOUNT_INVOICE_NOTE =
  'Kleinbetragsrechnung gemäß § 11 Abs. 6 UStG (Rechnungsbetrag bis 400,00 € brutto): ohne Anschrift des Leistungsempfängers.';

/** The Austrian VAT number: 'ATU' and 8 digits. */
export const AUSTRIAN_UID_PATTERN = /^ATU\d{8}$/;

/** The invoice number: year, hyphen, at least four digits ('2026-0001'). */
export const INVOICE_NUMBER_PATTERN = /^\d{4}-\d{4,6}$/;

/** Reads a UID as people type it ('atu 1234 5678' → 'ATU12345678'). */
export function normalizeUid(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'Rechnung nicht gefunden',
  invalidNumber: 'Ungültige Rechnungsnummer (Format JJJJ-NNNN, z. B. 2026-0001)',
  invalidFormat: 'Ungültiges Format: pdf oder xml',
  noInvoiceYet:
    'Für Sie wurde noch keine Rechnung ausgestellt. Die Rechnung erhalten Sie, sobald die Standgebühr vollständig bezahlt ist.',
  billingAddressMissing: 'Bitte geben Sie zuerst Ihre Rechnungsadresse an',
  vendorBillingAddressMissing:
    'Für diesen Händler fehlt die Rechnungsadresse: Über 400,00 € brutto braucht die Rechnung die Anschrift des Empfängers. Bitte tragen Sie sie im Händler-Dialog unter „Rechnungsadresse“ ein.',
  nothingPaid: 'Für diesen Händler ist noch nichts bezahlt: es gibt nichts zu verrechnen.',
  noBooth: 'Dieser Händler hat keinen Standplatz: es gibt nichts zu verrechnen.',
  vendorNotFound: 'Händler nicht gefunden',
  alreadyIssued: (number: string) =>
    `Für diesen Händler ist in dieser Saison bereits die Rechnung ${number} ausgestellt. Stornieren Sie sie zuerst, um eine neue auszustellen.`,
  alreadyCancelled: (number: string) => `Die Rechnung ist bereits storniert (${number}).`,
  cannotCancelCancellation: 'Eine Stornorechnung kann nicht storniert werden.',
  cancelReasonTooLong: 'Der Grund darf höchstens 500 Zeichen lang sein',
  settingsMissing:
    'Bitte hinterlegen Sie zuerst die Rechnungsdaten des Veranstalters (Zahlungen → Rechnungsdaten).',
  legalNameRequired: 'Bitte geben Sie den Namen des Rechnungsausstellers an',
  streetRequired: 'Bitte geben Sie die Straße an',
  postalCodeRequired: 'Bitte geben Sie die Postleitzahl an',
  cityRequired: 'Bitte geben Sie den Ort an',
  countryRequired: 'Bitte geben Sie das Land an',
  invalidUid: 'Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678',
  uidRequired:
    'Bitte geben Sie die UID-Nummer an: Wer Umsatzsteuer ausweist, muss sie auf der Rechnung angeben.',
  taxIdRequired:
    'Bitte geben Sie die UID-Nummer oder die Steuernummer an (Pflichtangabe der E-Rechnung).',
  invalidTaxNumber: 'Ungültige Steuernummer, z. B. 12 345/6789',
  invalidVatMode: 'Bitte wählen Sie: umsatzsteuerpflichtig oder Kleinunternehmer',
  invalidVatRate:
    'Der Umsatzsteuersatz muss zwischen 0 und 100 % liegen (höchstens 2 Nachkommastellen)',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  tooLong: (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein`,
  settingsSaved: 'Rechnungsdaten gespeichert',
} as const;
