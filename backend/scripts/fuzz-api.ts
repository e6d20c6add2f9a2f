/**
 * `npm run test:fuzz [-- --seed 123 --cases 200 --operation adminMe,listAdminVendors
 * --concurrency 8 --report fuzz.json --contract other-openapi.json]`: the schema-driven API fuzz
 * tier. Starts the built app on a fresh database (DATABASE_URL server, default
 * postgres://postgres@127.0.0.1:5432/test), seeds realistic data through the API, then sends
 * every operation of the committed libs/contracts/openapi.json valid, boundary and invalid
 * requests generated from its schemas with fast-check: anonymously, with the organiser's token
 * and (vendor routes) with a vendor's session cookie. Every answer must pass four checks (no
 * server error; status documented; content type documented for it; body valid against the
 * documented schema, objects closed). Prints the statuses per operation and each failure with
 * one reproducible example; exit code 1 on any failure. See fuzz/*.ts for the parts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type CaseContext,
  type FuzzCase,
  generateCases,
  type Identity,
  type LabelledHeaders,
  splitCases,
} from './fuzz/cases.js';
import { type Answer, CHECKS, type CheckName, checkAnswer } from './fuzz/checks.js';
import {
  createValidator,
  listOperations,
  loadDocument,
  type OpenApiDocument,
  type Operation,
  type ResponseValidator,
} from './fuzz/openapi.js';
import { harvest, Pools, seed, SeedClient, type SeededData } from './fuzz/seed-data.js';
import {
  type AppProcess,
  freePort,
  MAIN_JS,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from './support/app-process.js';
import { createTestDatabase } from './support/test-database.js';

// ---------------------------------------------------------------------------------------------
// What is not fuzzed, and why

interface Exclusion {
  operationId: string;
  /** Only these identities are left out; without: the whole operation. */
  identities?: Identity[];
  reason: string;
}

/** Calls that would end the run's own sessions: every later request would only test 401. */
const EXCLUDED: Exclusion[] = [
  {
    operationId: 'adminLogout',
    reason:
      'beendet die Sitzung hinter dem Organisator-Token: alle späteren Organisator-Anfragen wären 401',
  },
  {
    operationId: 'changeAdminPassword',
    reason:
      'ändert das Passwort des Organisators und beendet seine anderen Sitzungen (der Fuzzer kennt das aktuelle Passwort, ein Treffer beendet die Anmeldung)',
  },
  {
    operationId: 'updateTeamAccount',
    reason:
      'eine Rollenänderung des eigenen Kontos (nachdem der Fuzzer weitere Organisatoren angelegt hat) beendet die Sitzung hinter dem Organisator-Token',
  },
  {
    operationId: 'resetTeamSecondFactor',
    reason: 'auf das eigene Konto angewandt beendet es die Sitzung hinter dem Organisator-Token',
  },
  {
    operationId: 'setTeamPolicy',
    reason:
      'verlangt es die Zwei-Faktor-Anmeldung, sind alle weiteren Organisator-Anfragen 403, bis der Fuzzer sie einrichtet',
  },
  {
    operationId: 'logoutVendor',
    identities: ['haendler'],
    reason:
      'mit dem Händler-Cookie beendet es alle Sitzungen dieses Händlers (sessionsEndedAt): die Händler-Routen wären danach 401; anonym und mit dem Token läuft es',
  },
];

/**
 * Not excluded, but these never name the session vendor (neither harvested nor generated ids
 * can reach it): deleting or blocking that vendor ends its session as logging out does.
 */
const PROTECTED_VENDOR_OPERATIONS: Record<string, string> = {
  deleteVendor: 'ein gelöschter Händler hat keine Sitzung mehr',
  blockVendor: 'die Sitzung eines gesperrten Händlers zählt nicht mehr (VendorMaySignIn)',
  blockVendorInArchive:
    'sperrt den Händler wie blockVendor: die Sitzung eines gesperrten Händlers zählt nicht mehr',
};

// ---------------------------------------------------------------------------------------------
// Options

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function numberOption(name: string, fallback: number): number {
  const value = option(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} braucht eine ganze Zahl`);
  return parsed;
}

/** About a minute on a 2-core machine (some 28 000 requests). */
const DEFAULT_CASES = 200;
const seedValue = numberOption('seed', randomBytes(4).readUInt32BE(0) >>> 1);
const casesPerIdentity = numberOption('cases', DEFAULT_CASES);
const concurrency = Math.max(1, numberOption('concurrency', 8));
const onlyOperations = (option('operation') ?? '').split(',').filter(Boolean);
const reportFile = option('report');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The committed contract; `--contract file` tries another document against the same app. */
const contractFile =
  option('contract') ??
  join(dirname(dirname(MAIN_JS)), '..', '..', 'libs', 'contracts', 'openapi.json');

// ---------------------------------------------------------------------------------------------
// Pools of real values: which property or path parameter they feed

const PROPERTY_POOLS: Record<string, string> = {
  vendorId: 'vendor',
  'vendorIds[]': 'vendor',
  accessCode: 'accessCode',
  boothId: 'booth',
  selectedBoothId: 'booth',
  invitationId: 'invitation',
  templateId: 'template',
  'SumUpWebhookDto.id': 'checkout',
  'AdminLoginDto.username': 'adminUsername',
  'AdminLoginDto.password': 'adminPassword',
  marketYear: 'year',
  currentYear: 'year',
};

const PATH_POOLS: [RegExp, string][] = [
  [/\/vendors\/\{id\}/, 'vendor'],
  [/\/vendor\/lift-appointments\/\{id\}/, 'vendor'],
  [/\/booths\/\{id\}/, 'booth'],
  [/\/booth-areas\/\{id\}/, 'area'],
  [/\/email-templates\/\{id\}/, 'template'],
  [/\/invitation-lists\/\{id\}/, 'invitation'],
  [/\/mail-batches\/\{batchId\}/, 'batch'],
  [/\/outbox\/\{id\}/, 'outbox'],
  [/\/invitations\/\{token\}/, 'token'],
  [/\/check-payment\/\{checkoutId\}/, 'checkout'],
];

/** Vendor-facing routes are also sent with the vendor's session cookie. */
function isVendorRoute(operation: Operation): boolean {
  return (
    operation.security.includes('vendor-session') ||
    /^\/api\/(vendors|vendor|payments|sumup)\//.test(operation.path)
  );
}

/** Reads first, then creations and changes, deletions last (they empty the pools). */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// ---------------------------------------------------------------------------------------------
// Sending and recording

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}

async function send(base: string, fuzzCase: FuzzCase): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers: fuzzCase.headers,
      body: fuzzCase.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: new TextDecoder().decode(bytes),
      bytes: bytes.length,
      ms: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 0,
      contentType: null,
      text: '',
      bytes: 0,
      ms: performance.now() - started,
      error: [String(error), cause?.code ?? cause?.message].filter(Boolean).join(': '),
    };
  }
}

interface Failure {
  check: CheckName;
  message: string;
  case: FuzzCase;
  answer: Answer;
  appError?: string;
}

interface Group {
  operation: Operation;
  check: CheckName;
  count: number;
  /** One example per status (the one with the shortest request body). */
  examples: Map<number, { count: number; failure: Failure }>;
}

class Results {
  requests = 0;
  /** Answers whose body went through ajv (documented status and JSON schema). */
  readonly stats = { validatedBodies: 0 };
  readonly statuses = new Map<string, Map<number, number>>();
  readonly groups = new Map<string, Group>();
  readonly failures: Failure[] = [];

  record(fuzzCase: FuzzCase, answer: Answer, failures: Omit<Failure, 'case' | 'answer'>[]): void {
    this.requests += 1;
    const perOperation = this.statuses.get(fuzzCase.operation.id) ?? new Map<number, number>();
    perOperation.set(answer.status, (perOperation.get(answer.status) ?? 0) + 1);
    this.statuses.set(fuzzCase.operation.id, perOperation);
    for (const found of failures) {
      const failure: Failure = { ...found, case: fuzzCase, answer };
      this.failures.push(failure);
      const key = `${fuzzCase.operation.id}|${found.check}`;
      const group = this.groups.get(key) ?? {
        operation: fuzzCase.operation,
        check: found.check,
        count: 0,
        examples: new Map(),
      };
      group.count += 1;
      const example = group.examples.get(answer.status);
      if (!example) group.examples.set(answer.status, { count: 1, failure });
      else {
        example.count += 1;
        if (bodyLength(fuzzCase) < bodyLength(example.failure.case)) example.failure = failure;
      }
      this.groups.set(key, group);
    }
  }
}

function bodyLength(fuzzCase: FuzzCase): number {
  return (fuzzCase.body?.length ?? 0) + fuzzCase.url.length;
}

async function runAll(
  base: string,
  cases: FuzzCase[],
  results: Results,
  validator: ResponseValidator,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++]!;
      const answer = await send(base, fuzzCase);
      results.record(
        fuzzCase,
        answer,
        checkAnswer(fuzzCase.operation, answer, validator, results.stats),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// Rate-limit probes: many requests from one address until the limit answers (429 must be
// documented); health past the general budget, where a 429 would be undocumented (issue 26).

interface Probe {
  operationId: string;
  times: number;
  path?: string;
  body?: unknown;
}

const PROBES: Probe[] = [
  { operationId: 'adminLogin', times: 6, body: { username: 'admin', password: 'falsch-geraten' } },
  { operationId: 'getVendorStatus', times: 11, body: { accessCode: 'FALSCH12345' } },
  { operationId: 'getInvitation', times: 31, path: `/api/invitations/${'x'.repeat(32)}` },
  { operationId: 'requestAccessCodeReminder', times: 6, body: { email: 'niemand@example.at' } },
  {
    operationId: 'recordAnalyticsEvent',
    times: 121,
    body: { sessionId: 'fuzz-rate-limit', eventType: 'page_view', page: '/' },
  },
  { operationId: 'getSumUpConfig', times: 601 },
  { operationId: 'getHealth', times: 601 },
];

function probeCases(operations: Operation[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  PROBES.forEach((probe, index) => {
    const operation = operations.find((candidate) => candidate.id === probe.operationId);
    if (!operation || (onlyOperations.length && !onlyOperations.includes(operation.id))) return;
    for (let i = 0; i < probe.times; i++) {
      cases.push({
        operation,
        identity: 'anonym',
        kind: 'Rate-Limit',
        label: `${i + 1}. von ${probe.times} Anfragen aus einer Adresse`,
        method: operation.method,
        url: probe.path ?? operation.path,
        headers: {
          'X-Forwarded-For': `192.0.2.${index + 1}`,
          ...(probe.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
      });
    }
  });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Report

function truncate(text: string, max = 400): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} Zeichen insgesamt)`;
}

function printable(text: string): string {
  // Control characters would garble the terminal; JSON escapes show them.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (c) =>
    JSON.stringify(c).slice(1, -1),
  );
}

function shownHeaders(fuzzCase: FuzzCase, secrets: Record<string, string>): string {
  return Object.entries(fuzzCase.headers)
    .map(([name, value]) => {
      let shown = value;
      for (const [secret, placeholder] of Object.entries(secrets))
        shown = shown.split(secret).join(placeholder);
      return `${name}: ${shown}`;
    })
    .join(' | ');
}

function shownBody(body: FuzzCase['body']): string {
  if (body === undefined) return '(kein Body)';
  if (typeof body === 'string') return printable(truncate(body));
  return `${printable(truncate(new TextDecoder().decode(body)))} (als Bytes, ohne Content-Type)`;
}

function printExample(failure: Failure, secrets: Record<string, string>, indent: string): void {
  const { case: fuzzCase, answer } = failure;
  console.log(
    `${indent}Fall: ${fuzzCase.kind}, ${fuzzCase.identity}, ${printable(fuzzCase.label)}`,
  );
  console.log(`${indent}Anfrage: ${fuzzCase.method} ${printable(truncate(fuzzCase.url, 300))}`);
  console.log(`${indent}Header: ${shownHeaders(fuzzCase, secrets)}`);
  console.log(`${indent}Body: ${shownBody(fuzzCase.body)}`);
  console.log(
    `${indent}Antwort: ${answer.status || '–'} ${answer.contentType ?? '(kein Content-Type)'} ${printable(truncate(answer.text, 400))}`,
  );
  console.log(`${indent}Befund: ${failure.message}`);
  if (failure.appError)
    console.log(`${indent}Server-Log: ${printable(truncate(failure.appError, 800))}`);
}

interface LogLine {
  level?: number;
  msg?: string;
  url?: string;
  method?: string;
  req?: { url?: string; method?: string };
  err?: { type?: string; message?: string; stack?: string };
}

/** The app's error log lines (LOG_LEVEL=error), to show with the server errors. */
function attachServerLog(failures: Failure[], stdout: string): void {
  const lines: LogLine[] = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return {};
      }
    })
    .filter((line) => (line.level ?? 0) >= 50 && line.err);
  for (const failure of failures) {
    if (failure.check !== 'not_a_server_error') continue;
    const line = lines.find(
      (candidate) => (candidate.url ?? candidate.req?.url) === failure.case.url,
    );
    if (line?.err) {
      const frames = (line.err.stack ?? '')
        .split('\n')
        .filter((text) => text.trim().startsWith('at '))
        .slice(0, 4)
        .map((text) => text.trim());
      failure.appError = [`${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`, ...frames]
        .join(' | ')
        .replace(/\s*\n\s*/g, ' ');
    }
  }
}

function printReport(
  results: Results,
  operations: Operation[],
  skipped: string[],
  secrets: Record<string, string>,
  seconds: number,
): void {
  console.log('\n=== Statuscodes je Operation ===');
  for (const operation of operations) {
    const statuses = results.statuses.get(operation.id);
    if (!statuses) continue;
    const seen = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || 'keine Antwort'}×${count}`)
      .join(' ');
    console.log(`  ${operation.method.padEnd(6)} ${operation.path} (${operation.id}): ${seen}`);
  }

  const groups = [...results.groups.values()].sort(
    (a, b) =>
      operations.indexOf(a.operation) - operations.indexOf(b.operation) ||
      CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check),
  );
  if (groups.length) {
    console.log('\n=== Fehler je Operation und Prüfung (je Status ein Beispiel) ===');
    for (const group of groups) {
      const statuses = [...group.examples.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, { count }]) => `${status || 'keine Antwort'} (${count}×)`)
        .join(', ');
      console.log(
        `\n[${group.check}] ${group.operation.id} – ${group.operation.method} ${group.operation.path}: ${group.count} Fehler; Status ${statuses}`,
      );
      for (const [status, { failure }] of [...group.examples.entries()].sort(([a], [b]) => a - b)) {
        console.log(`  Beispiel für ${status || 'keine Antwort'}:`);
        printExample(failure, secrets, '    ');
      }
      console.log(
        `  Wiederholen: node backend/dist/scripts/fuzz-api.js --seed ${seedValue} --cases ${casesPerIdentity} --operation ${group.operation.id}`,
      );
    }
  }

  console.log('\n=== Zusammenfassung ===');
  console.log(
    `Anfragen: ${results.requests} in ${seconds.toFixed(1)} s (${(results.requests / seconds).toFixed(0)}/s); Seed ${seedValue}; ${casesPerIdentity} Fälle je Operation und Identität`,
  );
  console.log(`Bodies gegen das dokumentierte Schema geprüft: ${results.stats.validatedBodies}`);
  const tested = operations.filter((operation) => results.statuses.has(operation.id)).length;
  console.log(`Operationen: ${tested} von ${operations.length} geprüft`);
  for (const line of skipped) console.log(`  ausgenommen: ${line}`);
  const byCheck = CHECKS.map(
    (check) => `${check} ${results.failures.filter((failure) => failure.check === check).length}`,
  );
  console.log(`Fehler je Prüfung: ${byCheck.join(', ')}`);
  const byStatus = new Map<number, number>();
  for (const failure of results.failures)
    byStatus.set(failure.answer.status, (byStatus.get(failure.answer.status) ?? 0) + 1);
  console.log(
    `Fehler je Status: ${
      [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status || 'keine Antwort'} ${count}`)
        .join(', ') || '–'
    }`,
  );
  const undocumented = groups.filter((group) => group.check === 'status_code_conformance');
  if (undocumented.length) {
    console.log(
      `Nicht dokumentierte Status (${undocumented.reduce((sum, group) => sum + group.examples.size, 0)} Paare):`,
    );
    for (const group of undocumented) {
      console.log(
        `  ${group.operation.id}: ${[...group.examples.keys()].sort((a, b) => a - b).join(', ')}`,
      );
    }
  }
  console.log(
    results.failures.length
      ? `ERGEBNIS: ${results.failures.length} Fehler in ${groups.length} Gruppen`
      : 'ERGEBNIS: keine Fehler',
  );
}

function writeReport(file: string, results: Results, secrets: Record<string, string>): void {
  const hide = (text: string) =>
    Object.entries(secrets).reduce((out, [secret, shown]) => out.split(secret).join(shown), text);
  const failures = results.failures.map((failure) => ({
    operationId: failure.case.operation.id,
    check: failure.check,
    message: failure.message,
    identity: failure.case.identity,
    kind: failure.case.kind,
    label: failure.case.label,
    request: {
      method: failure.case.method,
      url: failure.case.url,
      headers: JSON.parse(hide(JSON.stringify(failure.case.headers))) as Record<string, string>,
      body:
        typeof failure.case.body === 'string'
          ? failure.case.body
          : failure.case.body && new TextDecoder().decode(failure.case.body),
    },
    response: {
      status: failure.answer.status,
      contentType: failure.answer.contentType,
      body: failure.answer.text,
    },
    appError: failure.appError,
  }));
  const statuses = Object.fromEntries(
    [...results.statuses.entries()].map(([id, map]) => [id, Object.fromEntries(map)]),
  );
  writeFileSync(
    file,
    JSON.stringify(
      { seed: seedValue, cases: casesPerIdentity, requests: results.requests, statuses, failures },
      null,
      2,
    ),
  );
  console.log(`Bericht mit allen Fehlern: ${file}`);
}

/** Credentials that look like the real ones but are not. */
function forgedCredentials(token: string, seeded: SeededData): LabelledHeaders[] {
  return [
    { label: 'Bearer-Token kaputt', headers: { Authorization: 'Bearer kaputt' } },
    {
      label: 'Bearer-Token mit falscher Signatur',
      headers: { Authorization: `Bearer ${token.slice(0, -6)}AAAAAA` },
    },
    {
      label: 'Basic- statt Bearer-Anmeldung',
      headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' },
    },
    { label: 'Händler-Cookie kaputt', headers: { Cookie: 'standl_vendor=kaputt' } },
    {
      label: 'Händler-Cookie mit falscher Signatur',
      headers: {
        Cookie: `standl_vendor=${seeded.vendor.id}.${Date.now() + 86_400_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      },
    },
    {
      label: 'Händler-Cookie mit kaputter %-Kodierung',
      headers: { Cookie: 'standl_vendor=%E0%A4%A' },
    },
  ];
}

function skippedLines(): string[] {
  return [
    ...EXCLUDED.map(
      (exclusion) =>
        `${exclusion.operationId}${exclusion.identities ? ` (${exclusion.identities.join(', ')})` : ''}: ${exclusion.reason}`,
    ),
    ...Object.entries(PROTECTED_VENDOR_OPERATIONS).map(
      ([operationId, reason]) =>
        `${operationId} nie mit der Händler-Sitzung des Fuzzers: ${reason}`,
    ),
  ];
}

interface FuzzRun {
  base: string;
  document: OpenApiDocument;
  validator: ResponseValidator;
  results: Results;
  identityHeaders: Record<Identity, Record<string, string>>;
  forged: LabelledHeaders[];
  pool(identity: Identity, operation: Operation): (name: string) => readonly unknown[];
  afterOperation(operation: Operation, index: number): Promise<void>;
}

/** Each operation in turn: its cases for every identity, sent together with modest concurrency. */
async function fuzzOperations(operations: Operation[], run: FuzzRun): Promise<void> {
  const counts = splitCases(casesPerIdentity);
  for (const [index, operation] of operations.entries()) {
    const identities: Identity[] = [
      'anonym',
      'organisator',
      ...(isVendorRoute(operation) ? (['haendler'] as const) : []),
    ];
    const cases: FuzzCase[] = [];
    for (const identity of identities) {
      const excluded = EXCLUDED.some(
        (exclusion) =>
          exclusion.operationId === operation.id &&
          (!exclusion.identities || exclusion.identities.includes(identity)),
      );
      if (excluded) continue;
      const context: CaseContext = {
        document: run.document,
        identity,
        identityHeaders: run.identityHeaders[identity],
        pool: run.pool(identity, operation),
        propertyPools: PROPERTY_POOLS,
        pathPools: PATH_POOLS,
        forgedCredentials: run.forged,
      };
      const caseSeed = fnv1a(`${seedValue}:${operation.id}:${identity}`);
      cases.push(...generateCases(operation, context, counts, caseSeed));
    }
    await runAll(run.base, cases, run.results, run.validator);
    await run.afterOperation(operation, index);
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  const started = performance.now();
  const document = loadDocument(contractFile);
  const validator = createValidator(document);
  const all = listOperations(document);
  const operations = all
    .filter((operation) => !onlyOperations.length || onlyOperations.includes(operation.id))
    .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  for (const exclusion of EXCLUDED) {
    if (!all.some((operation) => operation.id === exclusion.operationId)) {
      console.warn(
        `Hinweis: ausgenommene Operation ${exclusion.operationId} steht nicht im Dokument`,
      );
    }
  }
  console.log(
    `API-Fuzzing: ${operations.length} Operationen aus ${contractFile}; Seed ${seedValue}, ${casesPerIdentity} Fälle je Operation und Identität, ${concurrency} parallel`,
  );
  console.log(
    `Wiederholen: node backend/dist/scripts/fuzz-api.js --seed ${seedValue} --cases ${casesPerIdentity}`,
  );

  const database = await createTestDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'standl-fuzz-'));
  const password = `fuzz-${randomBytes(9).toString('base64url')}`;
  let app: AppProcess | undefined;
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    if (app) await stopAppProcess(app);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    console.error('\nAbgebrochen: App wird beendet, Datenbank gelöscht');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    app = startAppProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      TRUST_PROXY: 'loopback',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'error',
    });
    await waitForOutput(app, 'Standl läuft auf');
    for (let attempt = 0; ; attempt++) {
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      if (attempt > 100) throw new Error(`/api/health antwortet nicht mit 200 (${health?.status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const pools = new Pools();
    const client = new SeedClient(base);
    const seeded: SeededData = await seed(client, password, pools);
    const token = client.token!;
    pools.add('adminUsername', 'admin');
    pools.add('adminPassword', password);
    pools.add('year', seeded.currentYear);
    console.log(`Vorbereitet: ${pools.summary()}`);

    const forged = forgedCredentials(token, seeded);
    const identityHeaders: Record<Identity, Record<string, string>> = {
      anonym: {},
      organisator: { Authorization: `Bearer ${token}` },
      haendler: { Cookie: seeded.vendor.cookie },
    };
    const secrets: Record<string, string> = {
      [token]: '<Organisator-Token>',
      [seeded.vendor.cookie.split('=')[1]!]: '<Händler-Sitzung>',
      [password]: '<Organisator-Passwort>',
    };

    const poolFor = (identity: Identity, operation: Operation) => (name: string) => {
      const values = pools.get(name);
      if (name !== 'vendor' && name !== 'accessCode') return values;
      const own = name === 'vendor' ? seeded.vendor.id : seeded.vendor.accessCode;
      if (operation.id in PROTECTED_VENDOR_OPERATIONS)
        return values.filter((value) => value !== own);
      // The vendor mostly names itself (its own data), sometimes another vendor (403).
      if (identity === 'haendler')
        return [own, own, own, ...values.filter((value) => value !== own).slice(0, 2)];
      return values;
    };

    const results = new Results();
    await fuzzOperations(operations, {
      base,
      document,
      validator,
      results,
      identityHeaders,
      forged,
      pool: poolFor,
      afterOperation: async (operation, index) => {
        if (app!.child.exitCode !== null)
          throw new Error(`Die App ist während ${operation.id} beendet: ${app!.stderr()}`);
        if (index % 8 === 7) await harvest(client, pools, seeded);
      },
    });
    await runAll(base, probeCases(all), results, validator);

    // The run's own sessions must have survived: otherwise the organiser and vendor cases tested 401 only.
    const me = await client.call('GET', '/api/admin/me');
    const session = await client.call('GET', '/api/vendors/session', {
      cookie: seeded.vendor.cookie,
    });
    const lost = [
      me.status !== 200 ? `Organisator-Token ungültig (GET /api/admin/me ${me.status})` : '',
      session.status !== 200
        ? `Händler-Sitzung ungültig (GET /api/vendors/session ${session.status})`
        : '',
    ].filter(Boolean);

    attachServerLog(results.failures, app.stdout());
    printReport(results, operations, skippedLines(), secrets, (performance.now() - started) / 1000);
    if (reportFile) writeReport(reportFile, results, secrets);
    for (const problem of lost)
      console.log(`FEHLER: ${problem} – die Ergebnisse der Identität sind wertlos`);
    return results.failures.length || lost.length ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

// exitCode, not exit(): a long report on a pipe is written completely before the process ends.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
