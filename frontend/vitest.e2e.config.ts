import { defineConfig } from 'vitest/config';

/** Browser tests: the built app (`npm run build`) in its own process, driven in headless Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
