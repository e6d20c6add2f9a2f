import '@testing-library/jest-dom/vitest';
import { i18n, type Messages } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';

// Specs read the pages in German, the source language (issue 33), with every catalog loaded.
const germanCatalogs = import.meta.glob<Messages>(
  ['../locales/de/shell.po', '../features/*/locales/de.po', '../lib/error-texts/locales/de.po'],
  { import: 'messages', eager: true },
);
for (const messages of Object.values(germanCatalogs)) i18n.load('de', messages);
i18n.activate('de');

// findBy… and waitFor give up after this long. A lazy page's first import takes well under a
// second alone but longer on a loaded 2-core machine, where the default second failed tests.
configure({ asyncUtilTimeout: 10_000 });

// A module still loading when a test file's environment is torn down fails the whole run
// (Vitest's unhandled EnvironmentTeardownError): the toast view every provider tree fetches once
// rendered, the layout's footer, a lazy page a test navigated to last. Wait for them.
afterAll(() => vi.dynamicImportSettled());

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
