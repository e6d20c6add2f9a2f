import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { ConfigEnv, IndexHtmlTransformContext, Plugin, Rolldown, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import {
  catalogKeys,
  catalogLocales,
  firstLoadFiles,
  readManifest,
  START_PART,
  routesOfRouter,
} from './scripts/route-js.mjs';

// Babel is our choice (see the plugins below), not an oversight the plugin should warn about.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3000';

/** Only in the build of the browser's files, not in the server's (`vite build --ssr`). */
const forBrowserBuild = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/**
 * Files of the build the server hands out: not the source maps and the manifest of the chunks
 * (dist/.vite/manifest.json, read by scripts/route-js.mjs), nor the precompressed copies, which
 * the server sends in place of their original.
 */
function isPublicBuildFile(path: string): boolean {
  return !/\.(map|gz|br)$/.test(path) && !path.split('/').some((part) => part.startsWith('.'));
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, once
 * at build time at the highest levels, for the server to send by the browser's Accept-Encoding
 * (backend/src/app.setup.ts). Runs after the service worker is written, so sw.js gets its copies
 * too; files below 1 KB or that would not shrink stay as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'standl-precompress',
    apply: forBrowserBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of filesIn(outDir)) {
          const file = relative(outDir, path).split(sep).join('/');
          if (!isPublicBuildFile(file) || !COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(path);
          if (content.length < 1024) continue;
          const brotli = brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
        }
      },
    },
  };
}

/**
 * Writes dist/.vite/route-chunks.json: for each page of the router, the chunks its lazy route
 * loads beyond the entry's. The server names them as modulepreload links in the index.html it
 * sends for that page (backend/src/app.setup.ts), so a first visit of e.g. /vendor-registration
 * fetches the page's code alongside the entry instead of after it has run. And
 * dist/.vite/catalog-chunks.json: per language, the chunks of its shell catalog and of its
 * features' catalogs (issue 33, src/app/i18n.ts), which the server names the same way for a page
 * in that language (the features' for a page with chunks of its own), so the texts come with the
 * entry instead of after it.
 */
function routeChunks(): Plugin {
  let outDir = '';
  return {
    name: 'standl-route-chunks',
    apply: forBrowserBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const manifest = readManifest(outDir);
        const entry = new Set(firstLoadFiles(manifest, null));
        const chunks: Record<string, string[]> = {};
        try {
          for (const { path, module } of routesOfRouter(manifest, outDir)) {
            const extra = firstLoadFiles(manifest, module).filter((file) => !entry.has(file));
            if (extra.length) chunks[path] = extra;
          }
        } catch (error) {
          // Without the list every page still works, its chunks load after the entry's.
          this.warn(`route-chunks.json ohne Seiten: ${(error as Error).message}`);
        }
        writeFileSync(join(outDir, '.vite', 'route-chunks.json'), JSON.stringify(chunks));
        const catalogs: Record<string, { shell: string[]; features: string[] }> = {};
        try {
          for (const locale of catalogLocales(manifest)) {
            const { shell, features } = catalogKeys(manifest, locale);
            const beyondEntry = (key: string) =>
              firstLoadFiles(manifest, null, [], [key]).filter((file) => !entry.has(file));
            catalogs[locale] = { shell: beyondEntry(shell), features: beyondEntry(features) };
          }
        } catch (error) {
          // Without the list the catalogs still load, after the entry.
          this.warn(`catalog-chunks.json ohne Sprachen: ${(error as Error).message}`);
        }
        writeFileSync(join(outDir, '.vite', 'catalog-chunks.json'), JSON.stringify(catalogs));
      },
    },
  };
}

/**
 * Leaves MUI's theme builder for CSS variables out of the browser's build (about 3 KB gzip on the
 * first load of every page, issue 16). MUI's createTheme calls it only for a theme that asks for
 * CSS variables or colour schemes (`cssVariables`, `colorSchemes`); ours (src/lib/theme.ts) and
 * MUI's default theme ask for neither, and createTheme builds them without it (createThemeNoVars),
 * as before. Should a theme ever ask, the stand-in says so at once instead of building it.
 */
function themeWithoutCssVariables(): Plugin {
  const standIn = '\0standl-create-theme-with-vars';
  return {
    name: 'standl-theme-without-css-variables',
    apply: forBrowserBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
      if (source === './createThemeWithVars.mjs' && importer && fromCreateTheme.test(importer)) {
        return standIn;
      }
      return null;
    },
    load(id) {
      if (id !== standIn) return null;
      return `export default function createThemeWithVars() {
  throw new Error('Standl: Themes mit CSS-Variablen sind aus dem Build genommen (vite.config.ts)');
}`;
    },
  };
}

/** Fonts of the text painted first (header, page text, headings), fetched with index.html. */
const FIRST_PAINT_FONTS = /roboto-latin-(400|500|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Puts the entry's stylesheet (the font faces of src/app/fonts.css, about 1 KB) into index.html
 * as a <style>, so the first paint does not wait for one more request (issue 16), and preloads
 * the fonts of the page's first text: the page the server rendered (issue 28) is painted in them
 * at once, so its largest paint stays the first one.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'standl-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const fonts = Object.keys(context.bundle ?? {})
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .sort()
          .map(
            (file) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
          )
          .join('');
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = context.bundle?.[file];
            return asset?.type === 'asset'
              ? `${fonts}<style>${String(asset.source)}</style>`
              : link;
          },
        );
      },
    },
  };
}

/**
 * The chunks of the parts the entry starts one after the other (src/app/start, imported by
 * src/main.tsx) with their static imports: fetched with the entry, not each after the last ran.
 */
function startPartFiles({ chunk: entry, bundle }: IndexHtmlTransformContext): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle?.[file];
    if (chunk?.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const file of entry?.dynamicImports ?? []) {
    const chunk = bundle?.[file];
    if (chunk?.type === 'chunk' && START_PART.test(chunk.name)) visit(file);
  }
  return [...files];
}

/** The parts src/main.tsx starts one after the other, in that order, each a chunk of its own. */
const START_PARTS = ['dom', 'styles', 'app'];
/** The chunk of the libraries' and contracts' code the public and vendor pages share. */
const PAGES_UI = 'pages-ui';

/**
 * Fewer, larger chunks for the pages' first load (issue 33, Lighthouse): each file costs the
 * phone's main thread a request and a compile, and Rolldown's own splitting made dozens of small
 * shared chunks (60 files for the registration page).
 * - The app's start: what the entry (src/main.tsx) needs in `start`, and what each part it
 *   starts (src/app/start) needs beyond the entry and the earlier parts in `start-<part>`; each
 *   runs as a whole when its part starts.
 * - `pages-ui`: the code from packages (MUI above all) and the contracts that the public and
 *   vendor pages use beyond the start, in one chunk fetched with the first of them. The console's
 *   pages share it, and keep the rest to themselves.
 * The pages loaded on demand take what they share with the start from these chunks, which every
 * page has loaded by then.
 */
function firstLoadChunks(): Rolldown.CodeSplittingGroup[] {
  let owners: Map<string, string> | null = null;
  const names = ['start', ...START_PARTS.map((part) => `start-${part}`), PAGES_UI];
  // A chunk takes along what its modules import: the earlier group goes first.
  return names.map((name, index) => ({
    name: (id, context) => ((owners ??= chunkOwners(context)).get(id) === name ? name : null),
    priority: names.length - index,
  }));
}

/** An index that re-exports far more than a user takes: not followed (see chunkOwners). */
const REEXPORTS =
  /node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+[\\/](styles[\\/])?index\.m?js$|^(?!.*node_modules).*[\\/]index\.m?[jt]sx?$/;
const FROM_PACKAGE_OR_CONTRACTS = /[\\/](node_modules|libs[\\/]contracts)[\\/]/;

/**
 * The group of each module the first-load chunks capture. Walks the static imports, but not into
 * a package's or feature's index: Rolldown takes along only what of it a captured module really
 * imports, where the walk would capture everything it re-exports.
 */
function chunkOwners(context: Rolldown.ChunkingContext): Map<string, string> {
  const owners = new Map<string, string>();
  const reached = new Set<string>();
  const walk = (id: string, owner: (id: string) => string | null) => {
    if (reached.has(id)) return;
    reached.add(id);
    const name = owner(id);
    if (name) owners.set(id, name);
    if (REEXPORTS.test(id)) return;
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) walk(imported, owner);
  };
  const source = (path: string) =>
    ['', '.ts', '.tsx']
      .map((extension) => resolve(import.meta.dirname, `src/${path}${extension}`))
      .find((file) => context.getModuleInfo(file));
  // The entry's own code stays in the entry's chunk: it imports the parts.
  const entry = source('main.tsx')!;
  reached.add(entry);
  for (const imported of context.getModuleInfo(entry)?.importedIds ?? []) {
    walk(imported, () => 'start');
  }
  for (const part of START_PARTS) {
    const module = source(`app/start/${part}`);
    if (!module) throw new Error(`src/app/start/${part} fehlt`);
    walk(module, () => `start-${part}`);
  }
  const router = source('app/router.tsx');
  const publicPages = (context.getModuleInfo(router ?? '')?.dynamicallyImportedIds ?? []).filter(
    (id) => !/[\\/]src[\\/]features[\\/]admin[\\/]/.test(id),
  );
  for (const page of publicPages) {
    walk(page, (id) => (FROM_PACKAGE_OR_CONTRACTS.test(id) ? PAGES_UI : null));
  }
  return owners;
}

/**
 * Starts the app after the first paint (issue 16): the entry's module script and its
 * modulepreload links become names that public/boot.js reads once the page the server rendered
 * (issue 28) is painted in its fonts: it waits for the first contentful paint (or, where the browser
 * does not report it, for the fonts and one frame), then fetches the entry and those chunks, a few
 * per task, and runs the entry, which takes the page over. No script competes with that paint,
 * and the page is there before the app loads. A tab opened in the background paints nothing:
 * there it starts at once. boot.js is kept small: it counts towards Home's budget.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'standl-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const started = html
          .replace(
            /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/,
            '<script type="module" src="/boot.js" data-entry="$1"></script>',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g,
            '<link data-preload-after-paint href="$1">',
          );
        const links = startPartFiles(context)
          .filter((file) => !started.includes(`href="/${file}"`))
          .map((file) => `<link data-preload-after-paint href="/${file}">`)
          .join('');
        return started.replace(
          /<script type="module" src="\/boot\.js"[^>]*><\/script>/,
          `$&${links}`,
        );
      },
    },
  };
}

/**
 * Writes dist/sw.js, the service worker of the set-up scanner (issue 14, "works offline"): the
 * handwritten worker in src/features/setup-day/offline/service-worker.js with the list of every
 * built file to precache (app shell, the scanner chunk and its decoder, fonts, manifest, icons)
 * and a version that changes with any file, so a new build replaces the old cache.
 */
function offlineServiceWorker(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'standl-offline-service-worker',
    apply: forBrowserBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = filesIn(outDir)
          .map((path) => relative(outDir, path).split(sep).join('/'))
          .filter((path) => isPublicBuildFile(path) && path !== 'sw.js')
          .sort();
        if (!files.includes('index.html')) return;
        const hash = createHash('sha256');
        for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
        const worker = readFileSync(
          join(root, 'src/features/setup-day/offline/service-worker.js'),
          'utf8',
        );
        const header = [
          `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};`,
          `const PRECACHE = ${JSON.stringify(files.map((file) => `/${file}`))};`,
        ].join('\n');
        writeFileSync(join(outDir, 'sw.js'), `${header}\n${worker}`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // precompress after offlineServiceWorker: both run when the bundle is closed, in this order.
  plugins: [
    react(),
    // Lingui's macros (issue 33) through Babel, only in files that import them; .po catalogs are
    // compiled when imported. The plugin's native transform needs a platform binary npm does not
    // reliably install from the lockfile.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    themeWithoutCssVariables(),
    inlineEntryCss(),
    startAfterFirstPaint(),
    routeChunks(),
    offlineServiceWorker(),
    precompress(),
  ],
  /**
   * React Router's package exports only its development build (warnings and checks for the
   * developer); a production build of the app takes its production build, as React Router's own
   * tooling does.
   */
  resolve: {
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: join(
                dirname(createRequire(import.meta.url).resolve('react-router')),
                '../production/index.mjs',
              ),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': backendUrl, '/sumup-simulator': backendUrl },
  },
  build: {
    outDir: 'dist',
    // Maps for reading a stack trace on this machine, not referenced from the files nor served.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each page loads (scripts/route-js.mjs, browser test).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // The public files (logo, icons, boot.js) belong to the browser's build alone.
    copyPublicDir: !isSsrBuild,
    // The features' catalogs of one language in one chunk (issue 33, src/app/i18n.ts): fetched
    // once, with the first page beyond Home, and only in the visitor's language.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  test: /\/src\/(features\/[^/]+|lib\/error-texts)\/locales\/[\w-]+\.po$/,
                  name: (id: string) => `catalog-${/([\w-]+)\.po$/.exec(id)![1]}`,
                },
                ...firstLoadChunks(),
              ],
            },
          },
        },
  },
  /**
   * The server's bundle (`vite build --ssr src/entry-server.tsx`, issue 28): the app's pages as a
   * module the backend imports to render them, in dist/.server, which the server never hands out
   * (a dot folder). Everything it needs is in it, React's production build included, so it runs
   * wherever the backend runs.
   */
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A page rendered with the whole app takes well under a second alone, but several seconds on
    // a loaded 2-core machine: five seconds failed there. A test that hangs still fails.
    testTimeout: 30_000,
    // One worker thread per core that keeps its loaded modules from file to file: MUI, React and
    // the catalogues are imported once per worker instead of once per file (a third off the
    // tier's time). src/test/setup.ts empties the DOM and the storages after every test.
    pool: 'threads',
    isolate: false,
    // Vitest's default leaves a core idle (one worker on a 2-core machine): the tier took 6 min
    // there, with both 2.
    maxWorkers: availableParallelism(),
  },
}));
