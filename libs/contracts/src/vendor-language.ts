/**
 * The vendor's language (issue 33): German (de-AT) is the source and the default; a vendor may
 * choose English at registration or later in 'Meine Daten', and every mail to them is written in
 * it (docs/decisions.md 349-365). Invoices stay German, with English labels beside the German
 * ones for an English vendor.
 */
export const VENDOR_LANGUAGES = ['de', 'en'] as const;
export type VendorLanguage = (typeof VENDOR_LANGUAGES)[number];

export const DEFAULT_VENDOR_LANGUAGE: VendorLanguage = 'de';

/** The console's (German) names of the languages. */
export const VENDOR_LANGUAGE_LABELS: Record<VendorLanguage, string> = {
  de: 'Deutsch',
  en: 'Englisch',
};

export function isVendorLanguage(value: unknown): value is VendorLanguage {
  return typeof value === 'string' && (VENDOR_LANGUAGES as readonly string[]).includes(value);
}

/** The `Intl` locale a mail in the language writes dates and money in: Austrian German, British English. */
export function intlLocaleOf(language: VendorLanguage): 'de-AT' | 'en-GB' {
  return language === 'en' ? 'en-GB' : 'de-AT';
}

/**
 * The line on top of a German text sent to an English vendor because it has no English version
 * (a template without English, an organiser's mail written only in German).
 */
export const GERMAN_ONLY_NOTE = 'This message is only available in German.';
