// Backend tests: unit (src, *.spec.ts), integration (test, *.int-spec.ts), API end-to-end (test, *.e2e-spec.ts).
const swc = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  roots: ['<rootDir>', '<rootDir>/../libs/contracts/src'],
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/../libs/contracts/src/**/*.spec.ts',
    '<rootDir>/test/**/*.int-spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/support/preload-mailer.ts'],
  // Generous for the hooks that start a whole app on PGlite: on a loaded CI machine that once took
  // over a minute where it takes 9 s alone. A test that really hangs still fails.
  testTimeout: 180000,
  maxWorkers: 2,
};
