// @ts-check
/**
 * The frontend's boundaries (issue 28), checked by `npm run boundaries -w frontend`
 * (depcruise src --config .dependency-cruiser.cjs). An allow-list: every import from a file in
 * src/ must match one of the `allowed` rules below, else it is reported as `not-in-allowed`, an
 * error. The layers, lowest first:
 *
 *   shared code  src/lib (and, for the console only, src/features/admin/shared)
 *   features     src/features/<name> and, inside the console, src/features/admin/<name>
 *   app          src/app (providers, layout, router), and src/main.tsx above it
 *
 * - src/lib imports nothing from features or app.
 * - A feature imports shared code, its own files, and another feature only through that
 *   feature's public entry, `index.ts`. Specs and fixtures may also take another feature's test
 *   fixtures from its `testing.ts` (or `testing/index.ts`), and use the test harness (src/test).
 * - A feature never imports src/app.
 * - Admin sub-features (src/features/admin/<name>) are features like any other. The console's
 *   shared code, src/features/admin/shared, is shared code for them alone: the admin
 *   sub-features may import any of its files, it imports only src/lib and its own files, and
 *   public features do not import it.
 * - src/app imports src/lib, its own files, features' index.ts and their pages,
 *   `routes/*Page.tsx`: the router loads each page lazily, as a chunk of its own, so a page file
 *   is a feature's entry for the router.
 * - src/main.tsx (the browser's start) and src/entry-server.tsx (the server's render) import
 *   src/app and src/lib.
 * - src/test is the specs' harness (render with the app's providers and routes, API stub,
 *   fixtures): it may import src/lib, src/app and features' public entries; only specs and
 *   fixtures import it.
 *
 * The `forbidden` rules add what an allow-list of paths cannot say: no cycles, no orphans, no
 * unresolvable imports, and no component or page that calls the API client itself (a feature's
 * components use its hooks and its api module, issue 28).
 *
 * src/test/boundaries.spec.ts cruises test-fixtures/boundaries, a tree with deliberately bad
 * imports, with this config and expects each to be reported, and the app to have none.
 */

/** `<name>` or `admin/<name>`: the folder of a feature (or of admin/shared) under src/features. */
const FEATURE = '^src/features/((?:admin/)?[^/]+)/';
/** A feature's public entry. */
const FEATURE_INDEX = '^src/features/(?:admin/)?[^/]+/index\\.tsx?$';
/** A feature's entry for test fixtures. */
const FEATURE_TESTING = '^src/features/(?:admin/)?[^/]+/testing(?:/index)?\\.tsx?$';
/** A feature's pages, the router's lazily loaded entries. */
const FEATURE_PAGE = '^src/features/(?:admin/)?[^/]+/routes/[^/]+Page\\.tsx$';
/** Specs and the fixture files next to them. */
const SPEC_OR_FIXTURE = ['\\.spec\\.tsx?$', '/testing(?:\\.tsx?$|/)'];
const CONSOLE = '^src/features/admin/';
const CONSOLE_SHARED = '^src/features/admin/shared/';
/** The HTTP clients: only a feature's api modules and hooks call them, not its components. */
const API_CLIENT = '^src/lib/(?:api|admin-api)\\.ts$';

/**
 * Packages: the frontend's dependencies (its dev dependencies only in specs, fixtures and the
 * harness, below). npm-no-pkg: @standl/contracts, a workspace of the root package.
 */
const PACKAGES = ['npm', 'npm-no-pkg', 'core'];
const CONTRACTS = '^@standl/contracts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  allowedSeverity: 'error',
  allowed: [
    // ---- shared code
    {
      comment: 'src/lib is shared code: it imports only its own files.',
      from: { path: '^src/lib/' },
      to: { path: '^src/lib/' },
    },
    {
      comment: "src/lib's specs use the test harness.",
      from: { path: '^src/lib/.+\\.spec\\.tsx?$' },
      to: { path: '^src/test/' },
    },
    // ---- features
    {
      comment: 'A feature (and admin/shared) imports its own files.',
      from: { path: FEATURE },
      to: { path: '^src/features/$1/' },
    },
    {
      comment: 'A feature imports shared code.',
      from: { path: '^src/features/' },
      to: { path: '^src/lib/' },
    },
    {
      comment: "The console's sub-features import the console's shared code.",
      from: { path: CONSOLE },
      to: { path: CONSOLE_SHARED },
    },
    {
      comment: 'A feature imports another feature through its index.ts only.',
      from: { path: '^src/features/', pathNot: CONSOLE_SHARED },
      to: { path: FEATURE_INDEX },
    },
    {
      comment: "Specs and fixtures take other features' fixtures from their testing entry.",
      from: { path: SPEC_OR_FIXTURE.map((p) => `^src/features/.+${p}`) },
      to: { path: FEATURE_TESTING },
    },
    {
      comment: 'Specs and fixtures use the test harness.',
      from: { path: SPEC_OR_FIXTURE.map((p) => `^src/features/.+${p}`) },
      to: { path: '^src/test/' },
    },
    // ---- test harness
    {
      comment: 'The test harness renders with the app and uses shared code and public entries.',
      from: { path: '^src/test/' },
      to: { path: ['^src/test/', '^src/lib/', '^src/app/', FEATURE_INDEX, FEATURE_TESTING] },
    },
    // ---- app
    {
      comment: "The app composes: its own files, shared code, features' index.ts and pages.",
      from: { path: '^src/app/' },
      to: { path: ['^src/app/', '^src/lib/', FEATURE_INDEX, FEATURE_PAGE] },
    },
    {
      comment: "The app's specs use the test harness.",
      from: { path: '^src/app/.+\\.spec\\.tsx?$' },
      to: { path: '^src/test/' },
    },
    {
      comment: "main.tsx starts the app; entry-server.tsx renders the app's pages on the server.",
      from: { path: '^src/(main|entry-server)\\.tsx$' },
      to: { path: ['^src/app/', '^src/lib/'] },
    },
    // ---- packages
    {
      comment: 'Any file uses the npm packages the frontend depends on.',
      from: { path: '^src/' },
      to: { dependencyTypes: PACKAGES },
    },
    {
      comment:
        'The workspace package @standl/contracts resolves to its build (libs/contracts/dist); ' +
        'before `npm run build -w libs/contracts` it does not resolve, which is no boundary matter.',
      from: { path: '^src/' },
      to: { path: CONTRACTS, couldNotResolve: true },
    },
    {
      comment: 'Dev dependencies (testing library, jsdom, …) in specs, fixtures and harness only.',
      from: { path: [...SPEC_OR_FIXTURE, '^src/test/'] },
      to: { dependencyTypes: ['npm-dev'] },
    },
  ],
  forbidden: [
    {
      name: 'no-api-client-in-components',
      severity: 'error',
      comment:
        "Components and pages use their feature's hooks and api module, never the API client " +
        '(src/lib/api.ts, src/lib/admin-api.ts) itself (issue 28).',
      from: { path: '^src/features/.+/(?:components|routes)/' },
      to: { path: API_CLIENT },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a cycle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'A module nothing imports and that imports nothing: delete it, or list it here if a ' +
        "tool loads it (the service worker is read by vite.config.ts; the catalogs' spec reads " +
        'the .po files through import.meta.glob, which the cruiser does not follow).',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '^src/features/setup-day/offline/service-worker\\.js$',
          '^src/test/catalogs\\.spec\\.ts$',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file or package.',
      from: {},
      to: { couldNotResolve: true, pathNot: CONTRACTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // @standl/contracts is a workspace, symlinked into node_modules: resolved through the link it
    // stays a package (npm-no-pkg) and is not followed into libs/contracts.
    preserveSymlinks: true,
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      archi: { collapsePattern: '^src/(?:features/(?:admin/)?[^/]+|app|lib|test)' },
    },
  },
};
