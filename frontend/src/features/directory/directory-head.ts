import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { directoryHeadIn } from './head-messages';

/**
 * This feature's German catalog, for a caller that names no language (the server's <head> of
 * the page, src/app/page-head.ts, until it passes the visitor's). Only the server and specs load
 * this module (through the feature's index); the page itself uses `directoryHeadIn`.
 */
const germanCatalogs = import.meta.glob<Messages>('./locales/de.po', {
  import: 'messages',
  eager: true,
});
let german: I18n | undefined;

function germanI18n(): I18n {
  if (!german) {
    german = setupI18n();
    for (const messages of Object.values(germanCatalogs)) german.load('de', messages);
    german.activate('de');
  }
  return german;
}

/**
 * The directory's title and description, for the tab and for search engines: 'Aussteller 2026 |
 * Standl – …' and what the page offers, with the market's name; in `i18n`'s language, German
 * unless given.
 */
export function directoryHead(year: number, marketName: string, i18n: I18n = germanI18n()) {
  return directoryHeadIn(i18n, year, marketName);
}
