import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleOf } from '../../lib/site-title';

const TITLES: Record<string, string> = {
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
  '/aussteller': 'Aussteller',
  '/impressum': 'Impressum',
  '/agb': 'AGB',
  '/datenschutz': 'Datenschutz',
  '/teilnahmebedingungen': 'Teilnahmebedingungen',
  '/sync-helper': 'Standplatz-Synchronisation',
};

/** The browser tab's title for a path: page first, so tabs and screen readers tell them apart. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return titleOf(TITLES[path] ?? 'Seite nicht gefunden');
}

/** Keeps document.title in step with the route. */
export function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
