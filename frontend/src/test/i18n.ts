import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../lib/locale';

/**
 * The translations in a language for a spec (issue 33): every catalog of it, as the browser has
 * them once a page beyond Home was opened. src/test/setup.ts loads the German ones into the
 * browser's instance; a spec that reads a page in English renders it with `i18nIn('en')`.
 */
const catalogs = import.meta.glob<Messages>(
  ['../locales/*/shell.po', '../features/*/locales/*.po', '../lib/error-texts/locales/*.po'],
  {
    import: 'messages',
    eager: true,
  },
);

export function i18nIn(locale: Locale): I18n {
  const instance = setupI18n();
  for (const [path, messages] of Object.entries(catalogs)) {
    if (path.includes(`/locales/${locale}/shell.po`) || path.endsWith(`/locales/${locale}.po`)) {
      instance.load(locale, messages);
    }
  }
  instance.activate(locale);
  return instance;
}
