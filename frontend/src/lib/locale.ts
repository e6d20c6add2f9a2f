/**
 * The languages of the public and vendor pages (issue 33): German (de-AT) is the source and the
 * default, English complete; `pseudo` marks every translated text for the test that looks for
 * untranslated ones and is never offered. The choice is remembered in a cookie, so the server
 * renders the page in it; without one the first visit follows the browser's Accept-Language.
 */
export const LOCALES = ['de', 'en', 'pseudo'] as const;
export type Locale = (typeof LOCALES)[number];
/** The languages a visitor can choose, each named in its own language. */
export const OFFERED_LOCALES = [
  { locale: 'de', name: 'Deutsch', short: 'DE' },
  { locale: 'en', name: 'English', short: 'EN' },
] as const satisfies readonly { locale: Locale; name: string; short: string }[];
export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALE_COOKIE = 'standl-sprache';
/** A year: the choice outlives the season. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a vendor's mails for a page's language: English, else German. */
export function vendorLanguageOf(locale: string): 'de' | 'en' {
  return locale === 'en' ? 'en' : 'de';
}

/** The locale `Intl` formats dates, times and money in: Austrian German, British English. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : 'de-AT';
}

/**
 * The `lang` of the page's <html>: what screen readers and the browser's translator read, and
 * what tells the browser the language the server rendered in (pseudo: the private 'en-XA').
 */
export function htmlLang(locale: Locale): string {
  if (locale === 'pseudo') return 'en-XA';
  return locale === 'en' ? 'en' : 'de-AT';
}

/** The locale of a page whose <html> carries `lang` (the server's render), else null. */
export function localeOfHtmlLang(lang: string): Locale | null {
  if (lang === 'en') return 'en';
  if (lang === 'de-AT' || lang === 'de') return 'de';
  if (lang === 'en-XA') return 'pseudo';
  return null;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The first offered language in an Accept-Language header by its weights ('en-US,en;q=0.9,de;q=0.8'
 * → en), or null when it names none of them.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], weight: weight ? Number(weight) : 1, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranges) {
    const offered = OFFERED_LOCALES.find((entry) => entry.locale === language);
    if (offered) return offered.locale;
  }
  return null;
}

/** The language of a request: the remembered choice, else the browser's languages, else German. */
export function negotiateLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const chosen = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Remembers the visitor's choice in this browser (read by the server on the next page). */
export function rememberLocale(locale: Locale): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The locale this browser starts in without a server's page: its cookie, else its languages. */
export function browserLocale(): Locale {
  return negotiateLocale(document.cookie, navigator.languages.join(','));
}
