import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { loadToastView } from '../lib/toast';

// A module imported after a test file's environment is torn down fails the whole run (Vitest's
// unhandled EnvironmentTeardownError). Every provider tree fetches the toast view, and the layout
// its footer, once rendered: loaded here, before any test, they are never late. A lazy page a
// test navigated to last is waited for after the file's tests.
await Promise.all([loadToastView(), import('../app/layout/Footer')]);
afterAll(() => vi.dynamicImportSettled());

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
