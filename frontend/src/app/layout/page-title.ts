import type { MarketSettingsDto } from '@standl/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FALLBACK_MARKET_NAME, marketYear, useMarketSettings } from '../../features/market';

const SUFFIX = 'Standl – Händler- & Standplatzverwaltung';
/** index.html's description, for every page that has none of its own. */
export const DEFAULT_DESCRIPTION = 'Händler- & Standplatzverwaltung des Adventmarkts';

type Settings = MarketSettingsDto | undefined;

const TITLES: Record<string, string | ((settings: Settings) => string)> = {
  '/': 'Startseite',
  '/vendor-registration': 'Händler-Anmeldung',
  '/vendor-status': 'Status prüfen',
  '/status': 'Status prüfen',
  '/dashboard': 'Händler-Dashboard',
  '/email-bestaetigen': 'E-Mail-Adresse bestätigen',
  '/warteliste-angebot': 'Angebot der Warteliste',
  '/booth-self-selection': 'Standplatz auswählen',
  '/payment': 'Anzahlung bezahlen',
  '/sumup-payment': 'Kartenzahlung',
  '/admin-login': 'Admin-Anmeldung',
  '/admin-passwort-vergessen': 'Passwort vergessen',
  '/admin-passwort-neu': 'Neues Passwort',
  '/admin-einladung': 'Einladung ins Team',
  '/admin-dashboard': 'Admin-Dashboard',
  '/admin': 'Admin-Dashboard',
  '/aussteller': (settings) => `Aussteller ${marketYear(settings)}`,
  '/impressum': 'Impressum',
  '/agb': 'AGB',
  '/datenschutz': 'Datenschutz',
  '/teilnahmebedingungen': 'Teilnahmebedingungen',
  '/sync-helper': 'Standplatz-Synchronisation',
};

/** What a search engine shows under a page's title, for the pages meant to be found. */
const DESCRIPTIONS: Record<string, (settings: Settings) => string> = {
  '/aussteller': (settings) =>
    `Die Aussteller ${marketYear(settings)} am ${settings?.marketName || FALLBACK_MARKET_NAME}: ` +
    'wer was verkauft und wo der Stand ist, nach Bereichen, mit Suche nach Waren.',
};

function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The browser tab's title for a path: page first, so tabs and screen readers tell them apart. */
export function pageTitle(pathname: string, settings?: Settings): string {
  const title = TITLES[routePath(pathname)] ?? 'Seite nicht gefunden';
  return `${typeof title === 'function' ? title(settings) : title} | ${SUFFIX}`;
}

/** The page's own description, or null for index.html's. */
export function pageDescription(pathname: string, settings?: Settings): string | null {
  return DESCRIPTIONS[routePath(pathname)]?.(settings) ?? null;
}

/** Keeps document.title and the description in step with the route (the server sets both first). */
export function PageTitle() {
  const { pathname } = useLocation();
  const { data: settings } = useMarketSettings();
  useEffect(() => {
    document.title = pageTitle(pathname, settings);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', pageDescription(pathname, settings) ?? DEFAULT_DESCRIPTION);
  }, [pathname, settings]);
  return null;
}
