import {
  type AdminMarketSettingsDto,
  fillPlaceholders,
  type MailContact,
  mailBodyHtml,
  mailFooterHtml,
  type MailPlaceholderValues,
  type VendorLanguage,
} from '@standl/contracts';

/** Example values the editor's preview fills in, so the organiser sees a real-looking mail. */
export const SAMPLE_VALUES: MailPlaceholderValues = {
  name: 'Kerzenzieherei Huber',
  accessCode: 'ABCDE-12345',
  registrationUrl: 'https://adventmarkt.example/vendor-registration',
  status: 'Bestätigt',
  liftDate: '3. Dezember 2026',
  liftTime: '07:00-07:30',
  liftType: 'Aufbau',
  boothNumber: 'AK-07',
  areaName: 'Arkadenhof',
  totalAmount: '150,00 €',
  paidAmount: '10,00 €',
  openAmount: '140,00 €',
  bankDetails: 'Kontoinhaber: Burgverein, IBAN: AT61 1904 3002 3457 3201',
  dashboardUrl: 'https://adventmarkt.example/dashboard',
  paymentUrl: 'https://adventmarkt.example/payment',
  marketName: 'Adventmarkt auf der Burg',
};

/** The same examples as an English vendor's mail states them (issue 33). */
export const SAMPLE_VALUES_EN: MailPlaceholderValues = {
  ...SAMPLE_VALUES,
  status: 'Confirmed',
  liftDate: 'Thursday, 3 December 2026',
  liftTime: '07:00 to 07:30',
  liftType: 'set-up',
  totalAmount: '€150.00',
  paidAmount: '€10.00',
  openAmount: '€140.00',
  bankDetails: 'Account holder: Burgverein, IBAN: AT61 1904 3002 3457 3201',
};

const SAMPLES: Record<VendorLanguage, MailPlaceholderValues> = {
  de: SAMPLE_VALUES,
  en: SAMPLE_VALUES_EN,
};

/** The contact every mail ends with, from the settings the console loaded. */
export function mailContactOf(
  settings: AdminMarketSettingsDto | undefined,
): MailContact | undefined {
  if (!settings) return undefined;
  const { organizer } = settings;
  return {
    marketName: settings.marketName,
    organizerName: organizer.name,
    organizerStreet: organizer.street,
    organizerPostalCode: organizer.postalCode,
    organizerCity: organizer.city,
    organizerEmail: organizer.email,
    organizerPhone: organizer.phone,
  };
}

/**
 * The mail's HTML as the server builds it, with the sample values: the text laid out in
 * paragraphs, then the footer (closing unless the text has its own, the organiser's contact)
 * once the settings are loaded; an English text with English values and footer.
 */
export function previewHtml(
  content: string,
  contact?: MailContact,
  language: VendorLanguage = 'de',
): string {
  const body = fillPlaceholders(mailBodyHtml(content), SAMPLES[language], { html: true });
  return contact ? `${body}\n${mailFooterHtml(contact, content, language)}` : body;
}

export function previewSubject(subject: string, language: VendorLanguage = 'de'): string {
  return fillPlaceholders(subject, SAMPLES[language], { html: false });
}

/**
 * The English version a mail to vendors carries (issue 33): both texts as typed, or nothing
 * when both are blank (English vendors then get the German with a one-line note). Half of it is
 * sent too, so the server answers its German message.
 */
export function englishOf(mail: { subjectEn: string; contentEn: string }): {
  subjectEn?: string;
  contentEn?: string;
} {
  if (!mail.subjectEn.trim() && !mail.contentEn.trim()) return {};
  return { subjectEn: mail.subjectEn, contentEn: mail.contentEn };
}

/** Exactly one of the two English texts is given: neither mail nor template may be saved so. */
export function englishIncomplete(subjectEn: string, contentEn: string): boolean {
  return !subjectEn.trim() !== !contentEn.trim();
}

/** The first 200 characters of a template as plain text (spec 001: template list preview). */
export function contentExcerpt(html: string, length = 200): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** Inserts `{key}` at the cursor (or replaces the selection); answers the text and new cursor. */
export function insertAt(
  text: string,
  insertion: string,
  selection: { start: number; end: number },
): { text: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return {
    text: text.slice(0, start) + insertion + text.slice(end),
    cursor: start + insertion.length,
  };
}
