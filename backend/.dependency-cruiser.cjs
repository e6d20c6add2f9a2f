// The backend's boundaries as an allow-list (docs/architecture.md shows the graph it allows):
// an import not allowed by one of the rules below fails `npm run lint`.
// - A context's files import their own context, shared code and packages.
// - Another context only through its index.ts, and only a context below it in LAYERS: so no
//   two contexts ever depend on each other.
// - shared imports no context; the composition root (src/*.ts) wires the modules.

/** Which contexts each context may use (through their index.ts). */
const LAYERS = {
  admin: [],
  market: [],
  booths: ['market'],
  registration: ['market', 'booths'],
  payments: ['market', 'booths', 'registration'],
  lift: ['market', 'booths', 'registration'],
  'setup-day': ['admin', 'market', 'booths', 'registration'],
  archive: ['market', 'registration', 'payments'],
  analytics: ['booths', 'payments'],
  waitlist: ['market', 'booths', 'registration'],
  communication: [
    'admin',
    'market',
    'booths',
    'registration',
    'payments',
    'lift',
    'archive',
    'waitlist',
  ],
  // The read side: the views that combine contexts; nothing depends on it.
  views: [
    'market',
    'booths',
    'registration',
    'payments',
    'lift',
    'archive',
    'communication',
    'setup-day',
    'waitlist',
  ],
};

const CONTEXTS = Object.keys(LAYERS);
const src = (path) => `^backend/src/${path}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  allowedSeverity: 'error',
  allowed: [
    { comment: 'packages and Node', from: {}, to: { dependencyTypesNot: ['local'] } },
    {
      comment: 'the contract shared with the frontend',
      from: {},
      to: { path: '^libs/contracts/' },
    },
    { comment: 'shared code', from: { path: src('') }, to: { path: src('shared/') } },
    {
      comment: 'shared code reads the migrations list',
      from: { path: src('shared/') },
      to: { path: '^backend/migrations/' },
    },
    {
      comment: 'the migrations list',
      from: { path: '^backend/migrations/' },
      to: { path: '^backend/migrations/' },
    },
    {
      comment: 'inside one context',
      from: { path: src('([^/]+)/') },
      to: { path: src('$1/') },
    },
    ...CONTEXTS.filter((context) => LAYERS[context].length > 0).map((context) => ({
      comment: `${context} uses the public entries of the contexts below it`,
      from: { path: src(`${context}/`) },
      to: { path: src(`(${LAYERS[context].join('|')})/index\\.ts$`) },
    })),
    {
      comment: 'the composition root wires modules and reads public entries',
      from: { path: src('[^/]+\\.ts$') },
      to: { path: [src('[^/]+\\.ts$'), src('[^/]+/index\\.ts$'), '\\.module\\.ts$'] },
    },
  ],
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that load each other at run time, in any number of steps.',
      severity: 'error',
      from: { path: src('') },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.spec\\.ts$|/testing\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.build.json' },
    combinedDependencies: true,
  },
};
