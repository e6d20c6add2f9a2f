import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { loadToastView } from '../lib/toast';

// Every provider tree fetches the toast view, and the layout its footer, once it has rendered.
// Loaded here, before any test, those imports never run after a short test file's environment
// is torn down (Vitest then reports an unhandled EnvironmentTeardownError and fails the run).
await Promise.all([loadToastView(), import('../app/layout/Footer')]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
