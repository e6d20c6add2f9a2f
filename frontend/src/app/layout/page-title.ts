import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleOf } from '../../lib/site-title';

const TITLES: Record<string, MessageDescriptor> = {
  '/': msg`Startseite`,
  '/vendor-registration': msg`Händler-Anmeldung`,
  '/vendor-status': msg`Status prüfen`,
  '/status': msg`Status prüfen`,
  '/dashboard': msg`Händler-Dashboard`,
  '/email-bestaetigen': msg`E-Mail-Adresse bestätigen`,
  '/warteliste-angebot': msg`Angebot der Warteliste`,
  '/booth-self-selection': msg`Standplatz auswählen`,
  '/payment': msg`Anzahlung bezahlen`,
  '/sumup-payment': msg`Kartenzahlung`,
  '/admin-login': msg`Admin-Anmeldung`,
  '/admin-passwort-vergessen': msg`Passwort vergessen`,
  '/admin-passwort-neu': msg`Neues Passwort`,
  '/admin-einladung': msg`Einladung ins Team`,
  '/admin-dashboard': msg`Admin-Dashboard`,
  '/admin': msg`Admin-Dashboard`,
  '/aussteller': msg`Aussteller`,
  '/impressum': msg`Impressum`,
  '/agb': msg`AGB`,
  '/datenschutz': msg`Datenschutz`,
  '/teilnahmebedingungen': msg`Teilnahmebedingungen`,
  '/sync-helper': msg`Standplatz-Synchronisation`,
};
const NOT_FOUND = msg`Seite nicht gefunden`;

/**
 * The browser tab's title for a path, in the page's language: page first, so tabs and screen
 * readers tell them apart.
 */
export function pageTitle(pathname: string, i18n: I18n): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return titleOf(i18n._(TITLES[path] ?? NOT_FOUND), i18n);
}

/** Keeps document.title in step with the route and the language. */
export function PageTitle() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = pageTitle(pathname, i18n);
  }, [pathname, i18n, i18n.locale]);
  return null;
}
