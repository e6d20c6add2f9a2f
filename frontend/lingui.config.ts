import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The translations of the public and vendor pages (issue 33): German (de-AT) is the source and
 * the default, English complete, `pseudo` a pseudo-locale for the test that finds untranslated
 * text. One catalog for what every first visit needs (layout, Home, the 404 page, src/lib) and
 * one per feature, so a feature's texts travel with it; the console stays German and has none.
 * `npm run i18n:extract -w frontend` updates them from the code (and drops what it no
 * longer uses).
 */
const NOT_TRANSLATED = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/lib',
        '<rootDir>/src/features/home',
        '<rootDir>/src/features/not-found',
        // Home's market dates ('Termine folgen') come from the market feature.
        '<rootDir>/src/features/market',
      ],
      exclude: [...NOT_TRANSLATED, '<rootDir>/src/lib/error-texts'],
    },
    {
      // The API's answers by code: loaded with the features' catalogs, not on Home's first load.
      path: '<rootDir>/src/lib/error-texts/locales/{locale}',
      include: ['<rootDir>/src/lib/error-texts'],
      exclude: NOT_TRANSLATED,
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: [
        ...NOT_TRANSLATED,
        '<rootDir>/src/features/admin',
        '<rootDir>/src/features/setup-day',
        '<rootDir>/src/features/home',
        '<rootDir>/src/features/not-found',
        '<rootDir>/src/features/market',
      ],
    },
  ],
});
