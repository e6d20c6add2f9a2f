// `npm run lighthouse` (issue 16, "fast public pages"): starts the built app as `npm start` does
// (embedded PGlite in a temporary DATA_DIR, nothing else needed) and runs Lighthouse's mobile
// audit (simulated slow 4G and a 4× slower CPU, as Lighthouse does by default) three times on
// Home, the registration page and the directory 'Aussteller {year}' (issue 32; listed with 40
// exhibitors on stalls first, so it is measured full), in German and in English (issue 33: asked
// for through Accept-Language), in the system Chromium, offline. Prints performance,
// accessibility, CLS, FCP, LCP and TBT per run, the failed accessibility audits, and whether the
// medians meet the targets (performance ≥ 90, accessibility 100, CLS < 0.1). Not part of CI: the
// figures depend on how busy the machine is. The JSON reports go to a temporary folder.
//
//   npm run lighthouse                 (builds first)
//   node scripts/lighthouse.mjs        (the build as it is; CHROME_PATH, RUNS, PAGES, LANGUAGES to change)
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SUPPORT = join(ROOT, 'backend', 'dist', 'scripts', 'support', 'app-process.js');
const FRONTEND = join(ROOT, 'frontend', 'dist', 'index.html');
const PAGES = (process.env.PAGES ?? '/,/vendor-registration,/aussteller').split(',');
/** Each page in each language (issue 33), asked for as a browser set to it asks. */
const LANGUAGES = (process.env.LANGUAGES ?? 'de,en').split(',');
const ACCEPT_LANGUAGE = { de: 'de-AT,de;q=0.9', en: 'en-GB,en;q=0.9' };
/** Exhibitors the directory lists while it is measured. */
const DIRECTORY_ENTRIES = 40;
const GOODS = [
  'Handgezogene Bienenwachskerzen, Duftkerzen und Kerzenständer aus Holz',
  'Glühwein, Kinderpunsch und heiße Maroni nach altem Familienrezept',
  'Gedrechseltes Holzspielzeug, Krippenfiguren und Christbaumschmuck aus Zirbe',
  'Waldhonig, Met, Honiglikör und Lebkuchen aus der eigenen Imkerei',
  'Handgestrickte Hauben, Schals und Socken aus Schafwolle',
];
const RUNS = Number(process.env.RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 100, cls: 0.1 };

for (const file of [SUPPORT, FRONTEND]) {
  if (!existsSync(file)) {
    console.error(`${file} fehlt: zuerst \`npm run build\` ausführen`);
    process.exit(1);
  }
}
const { freePort, startAppProcess, stopAppProcess, waitForOutput } = await import(SUPPORT);

async function api(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json();
}

/** Exhibitors who agreed to the directory, each on a free stall, for the page to be measured full. */
async function seedDirectory(baseUrl) {
  const { token } = await api(baseUrl, 'POST', '/api/admin/login', {
    username: 'admin',
    password: 'lighthouse-passwort',
  });
  const areas = await api(baseUrl, 'GET', '/api/admin/booths', undefined, token);
  const free = areas
    .flatMap((area) => area.booths)
    .filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  for (let index = 0; index < Math.min(DIRECTORY_ENTRIES, free.length); index += 1) {
    const { vendorId } = await api(baseUrl, 'POST', '/api/vendors/register', {
      name: `Aussteller ${index + 1} Kunsthandwerk & Kulinarik`,
      email: `aussteller-${index + 1}@example.at`,
      phone: '+43 664 1234567',
      description: GOODS[index % GOODS.length],
      boothAssignmentPreference: 'admin',
      directoryConsent: true,
      termsAccepted: true,
    });
    await api(
      baseUrl,
      'POST',
      `/api/admin/vendors/${vendorId}/assign-booth`,
      { boothId: free[index].id },
      token,
    );
  }
}

function audit(url, port, language) {
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[language] ?? language },
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

function row(label, f) {
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  return [
    label.padEnd(26),
    String(f.performance).padStart(4),
    String(f.accessibility).padStart(5),
    f.cls.toFixed(3).padStart(6),
    ms(f.fcp),
    ms(f.lcp),
    ms(f.tbt),
  ].join('  ');
}

const reports = mkdtempSync(join(tmpdir(), 'standl-lighthouse-'));
const port = await freePort();
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-lighthouse-data-')),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'lighthouse-passwort',
});
let chrome;
try {
  await waitForOutput(app, 'Standl läuft auf');
  const baseUrl = `http://127.0.0.1:${port}`;
  if (PAGES.includes('/aussteller')) await seedDirectory(baseUrl);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(
    `Lighthouse (mobil, ${RUNS} Läufe je Seite) gegen ${baseUrl}, Berichte in ${reports}`,
  );
  console.log(`${'Seite / Lauf'.padEnd(26)}  Perf  A11y     CLS       FCP       LCP       TBT`);
  const failures = [];
  for (const [language, page] of LANGUAGES.flatMap((language) =>
    PAGES.map((page) => [language, page]),
  )) {
    const label = `${page} ${language}`;
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // A run Chromium could not trace (NO_NAVSTART and the like) is repeated once.
      let result = await audit(`${baseUrl}${page}`, chrome.port, language);
      if (result.lhr.runtimeError) result = await audit(`${baseUrl}${page}`, chrome.port, language);
      if (result.lhr.runtimeError) {
        console.log(`${label} #${run}: ${result.lhr.runtimeError.message}`);
        continue;
      }
      const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}-${language}-${run}.json`;
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, name), result.report);
      const f = figures(result.lhr);
      runs.push(f);
      console.log(row(`${label} #${run}`, f));
      if (run === RUNS) {
        for (const audit of Object.values(result.lhr.audits)) {
          const inA11y = result.lhr.categories.accessibility.auditRefs.some(
            (ref) => ref.id === audit.id && ref.weight > 0,
          );
          if (inA11y && audit.score !== null && audit.score < 1) {
            console.log(`    Barrierefreiheit: ${audit.id}: ${audit.title}`);
          }
        }
      }
    }
    if (!runs.length) {
      failures.push(`${label}: kein Lauf gelungen`);
      continue;
    }
    const m = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((f) => f[key]))]),
    );
    console.log(row(`${label} Median`, m));
    if (m.performance < TARGETS.performance) {
      failures.push(`${label}: Performance ${m.performance} < ${TARGETS.performance}`);
    }
    if (m.accessibility < TARGETS.accessibility) {
      failures.push(`${label}: Barrierefreiheit ${m.accessibility} < ${TARGETS.accessibility}`);
    }
    if (!(m.cls < TARGETS.cls)) failures.push(`${label}: CLS ${m.cls.toFixed(3)} ≥ ${TARGETS.cls}`);
  }
  for (const failure of failures) console.error(`Ziel verfehlt: ${failure}`);
  if (!failures.length) console.log('Ziele erreicht (Performance ≥ 90, A11y 100, CLS < 0.1).');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await chrome?.kill();
  await stopAppProcess(app);
}
