/**
 * `npm run bench:mail-queue [-- --vendors 100 --clients 4 --mails 300 --smtp-delay 2000]`: how
 * the app answers while the outbox is being sent (issue 26). Starts the built app (embedded
 * PGlite in a fresh data folder, or a fresh database on the DATABASE_URL server) with
 * MAIL_RATE=5 and SMTP_URL pointing at an SMTP server in this process, adds vendors through the
 * console API (no mails), then measures:
 *   1. the vendor's status look-up (POST /api/vendors/status, the status page's call), the
 *      organiser's vendor list (GET /api/admin/vendors) and the vendor saving a billing address
 *      (PATCH /api/vendors/{id}/billing): p50/p95/max with the queue idle, and again while a mass
 *      mail to 12 vendors is sent to an SMTP server that takes 2 s to accept each message; the
 *      ratio busy/idle p95 and whether busy p95 stays within 2× idle and below 1 s;
 *   2. from the organiser's click that confirms a vendor (POST /api/admin/vendors/{id}/assign-
 *      booth: the confirmation mail) until the idle SMTP server has the mail (target ≤ 1 s);
 *   3. a CSV mail to 300 addresses at MAIL_RATE=5: the time until all arrived (about 60 s) and
 *      the status look-up's p95 meanwhile against idle.
 * Latencies come from a few clients (default 4) each sending one request after the other; every
 * request has its own client address (X-Forwarded-For, TRUST_PROXY=loopback), so no rate limit
 * answers instead. Timings are measured, not judged: the exit code is 1 only when mails went
 * missing or arrived twice (distinct Message-IDs) or a request failed.
 *
 * The app runs with NODE_ENV=production as deployed: outside production a mail worker that still
 * sends inside its transaction is stopped by the guard (assertOutsideTransaction), so this
 * measures either the old worker or the lease-based one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, startAppProcess, stopAppProcess, waitForOutput } from './support/app-process.js';
import { createTestDatabase } from './support/test-database.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return (at >= 0 ? Number(process.argv[at + 1]) : NaN) || fallback;
}

const VENDORS = Math.max(20, option('vendors', 100));
const CLIENTS = option('clients', 4);
const BULK_MAILS = option('mails', 300);
const SMTP_DELAY_MS = option('smtp-delay', 2000);
const MAIL_RATE = 5;
const BUSY_MAILS = 12;
const CONFIRMATIONS = 5;
/** Requests per route and client with the queue idle. */
const IDLE_ROUNDS = 15;
const WARM_UP_ROUNDS = 5;

// ---------------------------------------------------------------------------------------------
// The SMTP server: records each message's Message-ID when it accepts it

interface Arrival {
  messageId: string;
  to: string[];
  at: number;
}

let acceptDelayMs = 0;
const arrivals: Arrival[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const messageId =
        /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `(ohne Message-ID ${raw.length})`;
      const accept = () => {
        arrivals.push({
          messageId,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          at: performance.now(),
        });
        callback();
      };
      if (acceptDelayMs > 0) setTimeout(accept, acceptDelayMs);
      else accept();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// ---------------------------------------------------------------------------------------------
// HTTP

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

let failures = 0;
const failureSamples: string[] = [];

interface Answer {
  status: number;
  ms: number;
  json: unknown;
  setCookie: string | null;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, ms, json, setCookie: response.headers.get('set-cookie') };
}

/** A call that must succeed (set-up, the organiser's clicks). */
async function must<T>(
  base: string,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
): Promise<Answer & { json: T }> {
  const answer = await call(base, method, path, options);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return answer as Answer & { json: T };
}

// ---------------------------------------------------------------------------------------------
// Latency under load: CLIENTS clients, each one request after the other

type RouteName = 'status' | 'list' | 'billing';
const ROUTE_LABELS: Record<RouteName, string> = {
  status: 'Status-Abfrage (POST /api/vendors/status)',
  list: 'Händlerliste (GET /api/admin/vendors)',
  billing: 'Rechnungsadresse (PATCH /api/vendors/{id}/billing)',
};

interface Client {
  vendorId: string;
  accessCode: string;
  cookie: string;
}

interface Figures {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
      : NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/**
 * Runs the routes in turn on every client until `done(round)` (asked before each round); the
 * latencies per route.
 */
async function measure(
  base: string,
  token: string,
  clients: Client[],
  routes: RouteName[],
  done: (round: number) => boolean,
): Promise<Record<RouteName, number[]>> {
  const samples: Record<RouteName, number[]> = { status: [], list: [], billing: [] };
  const run = async (client: Client, index: number) => {
    for (let round = 0; !done(round); round += 1) {
      for (const route of routes) {
        const answer =
          route === 'status'
            ? await call(base, 'POST', '/api/vendors/status', {
                body: { accessCode: client.accessCode },
              })
            : route === 'list'
              ? await call(base, 'GET', '/api/admin/vendors', { token })
              : await call(base, 'PATCH', `/api/vendors/${client.vendorId}/billing`, {
                  cookie: client.cookie,
                  body: {
                    billingStreet: `Hauptplatz ${(round % 50) + 1}`,
                    billingCity: 'St. Veit an der Glan',
                    billingPostalCode: '9300',
                    billingCountry: 'Österreich',
                  },
                });
        if (answer.status !== 200) {
          failures += 1;
          if (failureSamples.length < 5) {
            failureSamples.push(
              `${route} (Client ${index + 1}): ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`,
            );
          }
        }
        samples[route].push(answer.ms);
      }
    }
  };
  await Promise.all(clients.map(run));
  return samples;
}

/** Resolves when `count` messages have arrived since `from` (index into arrivals), or at the deadline. */
async function arrived(from: number, count: number, deadlineMs: number): Promise<boolean> {
  const deadline = performance.now() + deadlineMs;
  while (arrivals.length - from < count) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Output

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function printLatencyTable(
  idle: Record<RouteName, number[]>,
  busy: Record<RouteName, number[]>,
  routes: RouteName[],
  busyLabel: string,
): void {
  const header = [
    pad('Route', 52),
    padLeft('n', 6),
    padLeft('p50', 8),
    padLeft('p95', 8),
    padLeft('max', 8),
    ' │',
    padLeft('n', 6),
    padLeft('p50', 8),
    padLeft('p95', 8),
    padLeft('max', 8),
    ' │',
    padLeft('p95 ×', 8),
    '  ≤ 2× und < 1 s',
  ].join('');
  console.log(`${pad('', 52)}${pad('   Warteschlange leer', 30)} │ ${busyLabel}`);
  console.log(header);
  for (const route of routes) {
    const i = figures(idle[route]);
    const b = figures(busy[route]);
    const ratio = b.p95 / i.p95;
    const ok = ratio <= 2 && b.p95 < 1000;
    console.log(
      [
        pad(ROUTE_LABELS[route], 52),
        padLeft(String(i.count), 6),
        padLeft(ms(i.p50), 8),
        padLeft(ms(i.p95), 8),
        padLeft(ms(i.max), 8),
        ' │',
        padLeft(String(b.count), 6),
        padLeft(ms(b.p50), 8),
        padLeft(ms(b.p95), 8),
        padLeft(ms(b.max), 8),
        ' │',
        padLeft(`${ratio.toFixed(1)}×`, 8),
        `  ${ok ? 'ja' : 'nein'}`,
      ].join(''),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The run

const database = await createTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'standl-mail-queue-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? '',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-passwort',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_RATE: String(MAIL_RATE),
  TRUST_PROXY: 'loopback',
  NODE_ENV: 'production',
});

let exitCode = 0;
try {
  await waitForOutput(app, 'Standl läuft auf');
  console.log(
    `Datenbank: ${database.url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (eingebettet)'}; ` +
      `${VENDORS} Händler, ${CLIENTS} parallele Clients, MAIL_RATE ${MAIL_RATE}, ` +
      `SMTP nimmt jede Nachricht in Phase 1 nach ${SMTP_DELAY_MS} ms an`,
  );
  const { token } = (
    await must<{ token: string }>(base, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: 'bench-passwort' },
    })
  ).json;

  // Vendors added by the organiser (no registration mail).
  const vendors: { vendorId: string; accessCode: string }[] = [];
  for (let i = 0; i < VENDORS; i += 1) {
    const created = await must<{ vendorId: string; accessCode: string }>(
      base,
      'POST',
      '/api/admin/vendors',
      {
        token,
        body: {
          name: `Händler ${i + 1}`,
          email: `haendler${i + 1}@example.at`,
          phone: '+43 4212 12345',
          description: 'Lebkuchen und Kletzenbrot nach Familienrezept',
        },
      },
    );
    vendors.push(created.json);
  }
  const clients: Client[] = [];
  for (const vendor of vendors.slice(0, CLIENTS)) {
    const answer = await must(base, 'POST', '/api/vendors/status', {
      body: { accessCode: vendor.accessCode },
    });
    const cookie = answer.setCookie?.split(';', 1)[0];
    if (!cookie) throw new Error('Kein Sitzungscookie aus POST /api/vendors/status');
    clients.push({ ...vendor, cookie });
  }
  // Anything queued by the set-up leaves first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const routes: RouteName[] = ['status', 'list', 'billing'];

  // 1. Idle, then while 12 mails go to a slow SMTP server.
  console.log('\n1. Antwortzeiten, Warteschlange leer und während 12 E-Mails gesendet werden');
  // A warm-up (JIT, the pool's connections, caches) that is not counted.
  await measure(base, token, clients, routes, (round) => round >= WARM_UP_ROUNDS);
  const idle = await measure(base, token, clients, routes, (round) => round >= IDLE_ROUNDS);
  acceptDelayMs = SMTP_DELAY_MS;
  const beforeBusy = arrivals.length;
  const busyStarted = performance.now();
  await must(base, 'POST', '/api/admin/send-mass-email', {
    token,
    body: {
      vendorIds: vendors.slice(CLIENTS, CLIENTS + BUSY_MAILS).map((vendor) => vendor.vendorId),
      subject: 'Neuigkeiten zum Adventmarkt',
      content: '<p>Hallo {name}!</p><p>Der Aufbau beginnt am Montag um 8 Uhr.</p>',
    },
  });
  let busyDone = false;
  const busyArrived = arrived(beforeBusy, BUSY_MAILS, BUSY_MAILS * SMTP_DELAY_MS * 4 + 60_000).then(
    (all) => {
      busyDone = true;
      return all;
    },
  );
  const busy = await measure(base, token, clients, routes, (round) => round >= 1 && busyDone);
  const allBusyArrived = await busyArrived;
  const busySeconds = (performance.now() - busyStarted) / 1000;
  acceptDelayMs = 0;
  printLatencyTable(idle, busy, routes, `während 12 E-Mails (${busySeconds.toFixed(1)} s)`);
  console.log(
    `   ${arrivals.length - beforeBusy} von ${BUSY_MAILS} E-Mails angekommen nach ${busySeconds.toFixed(1)} s` +
      (allBusyArrived ? '' : ' (Frist abgelaufen)'),
  );

  // 2. From the organiser's click to the mail at the (idle) SMTP server.
  console.log(
    '\n2. Klick des Veranstalters (Standplatz zuweisen = bestätigen) bis die Bestätigungs-E-Mail beim SMTP-Server ist',
  );
  const areas = (
    await must<{ booths: { id: string; status: string; isBeingProcessed: boolean }[] }[]>(
      base,
      'GET',
      '/api/admin/booths',
      { token },
    )
  ).json;
  const free = areas
    .flatMap((area) => area.booths)
    .filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  const clickToMail: number[] = [];
  const confirmed = vendors.slice(CLIENTS + BUSY_MAILS, CLIENTS + BUSY_MAILS + CONFIRMATIONS);
  for (const [index, vendor] of confirmed.entries()) {
    const before = arrivals.length;
    const clicked = performance.now();
    const answer = await must(base, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
      token,
      body: { boothId: free[index]!.id },
    });
    const all = await arrived(before, 1, 30_000);
    const total = all ? arrivals[before]!.at - clicked : NaN;
    clickToMail.push(total);
    console.log(
      `   Händler ${index + 1}: Antwort nach ${ms(answer.ms)}, E-Mail angekommen nach ${all ? ms(total) : 'nicht in 30 s'}` +
        (all && total <= 1000 ? '  (≤ 1 s)' : all ? '  (> 1 s)' : ''),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const click = figures(clickToMail.filter(Number.isFinite));
  console.log(`   Median ${ms(click.p50)}, höchstens ${ms(click.max)} (Ziel ≤ 1 s)`);

  // 3. Many mails at MAIL_RATE.
  console.log(`\n3. ${BULK_MAILS} E-Mails (CSV-Versand) bei MAIL_RATE=${MAIL_RATE}`);
  const idleAgain = await measure(
    base,
    token,
    clients,
    ['status'],
    (round) => round >= IDLE_ROUNDS * 2,
  );
  const beforeBulk = arrivals.length;
  const bulkStarted = performance.now();
  await must(base, 'POST', '/api/admin/send-csv-email', {
    token,
    body: {
      emails: Array.from({ length: BULK_MAILS }, (_, i) => ({
        name: `Empfänger ${i + 1}`,
        email: `empfaenger${i + 1}@example.at`,
      })),
      subject: 'Einladung zum Adventmarkt',
      content: '<p>Hallo {name}!</p>',
    },
  });
  let bulkDone = false;
  const bulkArrived = arrived(
    beforeBulk,
    BULK_MAILS,
    (BULK_MAILS / MAIL_RATE) * 3_000 + 60_000,
  ).then((all) => {
    bulkDone = true;
    return all;
  });
  const during = await measure(base, token, clients, ['status'], (round) => round >= 1 && bulkDone);
  const allBulkArrived = await bulkArrived;
  const lastBulk = arrivals.slice(beforeBulk).at(-1)?.at ?? performance.now();
  const bulkSeconds = (lastBulk - bulkStarted) / 1000;
  console.log(
    `   ${arrivals.length - beforeBulk} von ${BULK_MAILS} angekommen nach ${bulkSeconds.toFixed(1)} s ` +
      `(${((arrivals.length - beforeBulk) / bulkSeconds).toFixed(2)} E-Mails/s; erwartet etwa ${(BULK_MAILS / MAIL_RATE).toFixed(0)} s)` +
      (allBulkArrived ? '' : ' (Frist abgelaufen)'),
  );
  printLatencyTable(idleAgain, during, ['status'], `während ${BULK_MAILS} E-Mails`);

  // Every mail once.
  const expected = BUSY_MAILS + CONFIRMATIONS + BULK_MAILS;
  const distinct = new Set(arrivals.map((arrival) => arrival.messageId)).size;
  const duplicates = arrivals.length - distinct;
  const outbox = (
    await must<{ counts: Record<string, number> }>(base, 'GET', '/api/admin/outbox?limit=1', {
      token,
    })
  ).json.counts;
  console.log('\nZusammenfassung');
  console.log(
    `   E-Mails: ${arrivals.length} angekommen, ${distinct} verschiedene Message-IDs, erwartet ${expected}; ` +
      `Postausgang: ${Object.entries(outbox)
        .map(([state, count]) => `${state} ${count}`)
        .join(', ')}`,
  );
  console.log(
    `   Anfragen mit Fehlerstatus während der Messungen: ${failures}` +
      (failureSamples.length ? `\n     ${failureSamples.join('\n     ')}` : ''),
  );
  if (distinct < expected) {
    console.log(`   FEHLER: ${expected - distinct} E-Mails fehlen`);
    exitCode = 1;
  }
  if (duplicates > 0 || distinct > expected) {
    console.log(
      `   FEHLER: ${duplicates} E-Mails doppelt zugestellt, ${Math.max(0, distinct - expected)} unerwartet`,
    );
    const seen = new Map<string, number>();
    for (const arrival of arrivals) {
      seen.set(arrival.messageId, (seen.get(arrival.messageId) ?? 0) + 1);
    }
    for (const [messageId, times] of [...seen].filter(([, times]) => times > 1).slice(0, 5)) {
      console.log(`     ${messageId}: ${times}×`);
    }
    exitCode = 1;
  }
  if (failures > 0) {
    console.log('   FEHLER: Anfragen sind gescheitert (siehe oben)');
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  console.error(app.stderr().slice(-2000));
  exitCode = 1;
} finally {
  await stopAppProcess(app);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
