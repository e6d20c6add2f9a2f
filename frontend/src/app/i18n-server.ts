import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../lib/locale';
import { localeOfCatalog } from './i18n';

/**
 * Every catalog of every language, for the server's render (issue 33): the server renders pages
 * in both languages side by side, so each render gets an instance of its own instead of the
 * browser's global one.
 */
const catalogs = import.meta.glob<Messages>(
  ['../locales/*/shell.po', '../features/*/locales/*.po', '../lib/error-texts/locales/*.po'],
  {
    import: 'messages',
    eager: true,
  },
);

const instances = new Map<Locale, I18n>();

/** The translations in `locale`, set up once per language. */
export function serverI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n();
    for (const [path, messages] of Object.entries(catalogs)) {
      if (localeOfCatalog(path) === locale) instance.load(locale, messages);
    }
    instance.activate(locale);
    instances.set(locale, instance);
  }
  return instance;
}
