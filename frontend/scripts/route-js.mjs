/**
 * The JavaScript a first visit of each page loads, from the build (issue 16, "fast public pages"):
 * the start script of index.html, the entry chunk with its static imports, the lazily loaded
 * chunk of the page with its own, and the catalogs of the page's texts in the default language
 * (issue 33: the shell's on every page, the features' on every page beyond Home; the browser
 * fetches them before it shows the page), as Vite's manifest (dist/.vite/manifest.json) lists
 * them, in KB gzipped (and brotli, as the server sends them). Chunks with code of the organiser's console (src/features/admin, found in
 * their source maps) are marked. Fails when `/` is above its budget or loads console code.
 *
 *   npm run build -w frontend && npm run size:routes -w frontend   (or `npm run size:routes`)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(FRONTEND, 'dist');
const ROUTER = join(FRONTEND, 'src', 'app', 'router.tsx');
/** First load of Home, JavaScript gzipped (issue 16). */
export const HOME_BUDGET_KB = 150;
const CONSOLE_SOURCE = /(^|\/)src\/features\/admin\//;
/** The language a first visit is measured in: the default one (DEFAULT_LOCALE, src/lib/locale.ts). */
export const MEASURED_LOCALE = 'de';

/** Vite's manifest of the build: source module → chunk file, its static and dynamic imports. */
export function readManifest(dist = DIST) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} fehlt: zuerst \`npm run build\` ausführen`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The pages of the app's router (src/app/router.tsx) with the module each loads lazily: `/` for
 * the index route (in the entry chunk), `/<path>` for every `path: '…'` with the `import('…')`
 * that follows it in the same route object.
 */
export function routesOfRouter(manifest, dist = DIST, source = readFileSync(ROUTER, 'utf8')) {
  const routes = [];
  const pattern = /(index: true)|path: '([^']+)'/g;
  const objects = [...source.matchAll(pattern)];
  objects.forEach((match, i) => {
    const end = objects[i + 1]?.index ?? source.length;
    const body = source.slice(match.index, end);
    const lazy = /import\('([^']+)'\)/.exec(body);
    if (match[1]) {
      routes.push({ path: '/', module: lazy ? moduleKey(manifest, lazy[1], dist) : null });
    } else if (match[2] !== '*') {
      routes.push({
        path: `/${match[2]}`,
        module: lazy ? moduleKey(manifest, lazy[1], dist) : null,
      });
    }
  });
  return routes;
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.ts', '/index.tsx'];

/**
 * The manifest key of the chunk a lazily imported module is in: its own entry, or (when other
 * modules import it statically too, so it went into a shared chunk) the chunk whose source map
 * names it.
 */
function moduleKey(manifest, specifier, dist) {
  const base = posix.join('src/app', specifier);
  const own = EXTENSIONS.map((ext) => base + ext).find((candidate) => manifest[candidate]);
  if (own) return own;
  const sources = EXTENSIONS.map((ext) => `/${base}${ext}`);
  const shared = Object.keys(manifest).find((key) => {
    const map = join(dist, `${manifest[key].file}.map`);
    if (!existsSync(map)) return false;
    const names = JSON.parse(readFileSync(map, 'utf8')).sources;
    return names.some((name) => sources.some((source) => name.endsWith(source)));
  });
  if (!shared) throw new Error(`${specifier} (aus router.tsx) steht nicht im Manifest des Builds`);
  return shared;
}

/**
 * The chunks of the parts the entry starts one after the other (src/main.tsx, src/app/start),
 * by name: imported on demand, fetched with the entry (vite.config.ts names them in index.html).
 */
export const START_PART = /^start-/;

/** The manifest entry of index.html: the chunk every page starts with. */
function entryKey(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('Kein Einstiegs-Chunk im Manifest');
  return key;
}

/**
 * The manifest keys of the catalog chunks of `locale` (issue 33, src/app/i18n.ts): `shell`, the
 * texts of the layout, Home and the 404 page (src/locales/<locale>/shell.po), which the browser
 * loads before it takes any page over, and `features`, the chunk vite.config.ts groups the
 * features' catalogs of the language into (`catalog-<locale>`), which every page beyond Home
 * waits for.
 */
export function catalogKeys(manifest, locale = MEASURED_LOCALE) {
  const shell = `src/locales/${locale}/shell.po`;
  const features = Object.keys(manifest).find((key) => manifest[key].name === `catalog-${locale}`);
  if (!manifest[shell]) throw new Error(`${shell} steht nicht im Manifest des Builds`);
  if (!features) throw new Error(`Kein Chunk catalog-${locale} im Manifest des Builds`);
  return { shell, features };
}

/** The languages with a shell catalog in the build (src/locales/<locale>/shell.po). */
export function catalogLocales(manifest) {
  return Object.keys(manifest)
    .map((key) => /^src\/locales\/([\w-]+)\/shell\.po$/.exec(key)?.[1])
    .filter(Boolean);
}

/** Scripts index.html loads itself, outside Vite's chunks (public/boot.js, which starts the entry). */
export function startScripts(dist = DIST) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="module" src="\/([\w.-]+\.js)"/g)].map(([, file]) => file);
}

/**
 * Files a first load of a page fetches: the scripts index.html names, the entry and the parts it
 * starts, the page chunk, the `catalogs` (manifest keys, see catalogKeys) and their static imports.
 */
export function firstLoadFiles(manifest, module, starters = [], catalogs = []) {
  const files = new Set(starters);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = entryKey(manifest);
  visit(entry);
  for (const part of manifest[entry].dynamicImports ?? []) {
    if (START_PART.test(manifest[part]?.name ?? '')) visit(part);
  }
  if (module) visit(module);
  for (const catalog of catalogs) visit(catalog);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Chunk files that hold code of the organiser's console: a source under src/features/admin in
 * their source map, or (without maps) a manifest entry of such a module.
 */
export function consoleChunkFiles(manifest, dist = DIST) {
  const files = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    if (CONSOLE_SOURCE.test(key)) files.add(chunk.file);
    const map = join(dist, `${chunk.file}.map`);
    if (!existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.some((source) => CONSOLE_SOURCE.test(source))) files.add(chunk.file);
  }
  return files;
}

function kb(bytes) {
  return bytes / 1024;
}

/**
 * gzip and brotli sizes of the first load of every page of the router, in the default language:
 * the shell catalog counts on every page, the features' catalogs on every lazily loaded page
 * (src/app/router.tsx loads them with the page's chunk).
 */
export function measureRoutes(dist = DIST) {
  const manifest = readManifest(dist);
  const consoleFiles = consoleChunkFiles(manifest, dist);
  const starters = startScripts(dist);
  const catalogs = catalogKeys(manifest);
  return routesOfRouter(manifest, dist).map(({ path, module }) => {
    const pageCatalogs = module ? [catalogs.shell, catalogs.features] : [catalogs.shell];
    const files = firstLoadFiles(manifest, module, starters, pageCatalogs);
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const content = readFileSync(join(dist, file));
      gzip += gzipSync(content, { level: 9 }).length;
      brotli += brotliCompressSync(content).length;
    }
    return {
      path,
      files,
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      consoleFiles: files.filter((file) => consoleFiles.has(file)),
    };
  });
}

function main() {
  const rows = measureRoutes();
  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(
    `JavaScript beim ersten Aufruf je Seite (Startskript + Einstieg + statische Importe + Seite + Kataloge „${MEASURED_LOCALE}“):`,
  );
  console.log(`${'Seite'.padEnd(width)}  gzip KB  brotli KB  Dateien  Konsolen-Code`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${row.gzipKb.toFixed(1).padStart(7)}  ${row.brotliKb
        .toFixed(1)
        .padStart(9)}  ${String(row.files.length).padStart(7)}  ${
        row.consoleFiles.length ? `ja (${row.consoleFiles.join(', ')})` : 'nein'
      }`,
    );
  }
  const home = rows.find((row) => row.path === '/');
  const problems = [];
  if (home.gzipKb > HOME_BUDGET_KB) {
    problems.push(`/ lädt ${home.gzipKb.toFixed(1)} KB gzip (Budget ${HOME_BUDGET_KB} KB)`);
  }
  if (home.consoleFiles.length) problems.push(`/ lädt Konsolen-Code: ${home.consoleFiles}`);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
