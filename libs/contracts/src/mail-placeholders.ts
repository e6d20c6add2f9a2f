import { escapeHtml } from './html.js';

/**
 * Placeholders of e-mail templates (spec 001 section 3 plus what the automatic mails need):
 * `{name}` in a subject or content is replaced by the recipient's value; a placeholder the
 * product does not know stays visible as typed, and the editor warns about it.
 */
export const MAIL_PLACEHOLDERS = {
  name: 'Name des Händlers',
  accessCode: 'Zugangscode',
  registrationUrl: 'Link zur Anmeldung (bei Einladungen persönlich)',
  status: 'Status der Anmeldung',
  liftDate: 'Datum des Lift-Termins',
  liftTime: 'Uhrzeit des Lift-Termins',
  liftType: 'Art des Lift-Termins (Aufbau/Abbau)',
  boothNumber: 'Standplatz-Nummer',
  areaName: 'Bereich des Standplatzes',
  totalAmount: 'Standgebühr',
  paidAmount: 'Bereits bezahlt',
  openAmount: 'Offener Betrag',
  bankDetails: 'Bankverbindung des Veranstalters',
  dashboardUrl: 'Link zum Händler-Bereich',
  paymentUrl: 'Link zur Anzahlung (oder zur Standplatzwahl)',
  marketName: 'Name des Markts',
  invoiceNumber: 'Rechnungsnummer (Rechnung und Stornorechnung)',
  cancelledInvoiceNumber: 'Nummer der stornierten Rechnung (Stornorechnung)',
  withdrawalSummary: 'Rücktritt: Gebühr, Erstattung oder offener Betrag (Rücktritt bestätigt)',
} as const;

export type MailPlaceholder = keyof typeof MAIL_PLACEHOLDERS;
export type MailPlaceholderValues = Partial<Record<MailPlaceholder, string>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

function isKnown(key: string): key is MailPlaceholder {
  return Object.hasOwn(MAIL_PLACEHOLDERS, key);
}

/**
 * Fills in the known placeholders that have a value. In HTML (`html: true`) values are escaped,
 * so a vendor named `<script>` stays text; a subject is plain text. Unknown placeholders and
 * known ones without a value are left as written.
 */
export function fillPlaceholders(
  template: string,
  values: MailPlaceholderValues,
  options: { html: boolean },
): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    if (!isKnown(key)) return whole;
    const value = values[key];
    if (value === undefined) return whole;
    return options.html ? escapeHtml(value) : value;
  });
}

/** Placeholders written in the text that the product does not know (for the editor's warning). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, key] of text.matchAll(PLACEHOLDER)) {
    if (!isKnown(key!)) unknown.add(key!);
  }
  return [...unknown];
}
