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
  // A worker that ran a file past this is replaced before its next one. Each file's app and
  // PGlite leave memory behind that a worker never gives back, and a worker carrying several
  // files' worth spent most of its time collecting garbage: the API tier on PGlite took twice as
  // long as on PostgreSQL (13 min against 6.5); with fresh workers both take 6.5.
  workerIdleMemoryLimit: '700MB',
};
