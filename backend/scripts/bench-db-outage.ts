/**
 * `npm run bench:outage [-- --clients 20 --down 3]`: restarts the real PostgreSQL server under
 * load. Starts the built app on a fresh database of the DATABASE_URL server, runs N clients in a
 * loop (stall list, own status page, a registration), stops the server, waits, starts it again
 * and prints: the requests during the gap by status, the slowest answer, the seconds from the
 * database being back to the first healthy /api/health, and whether every registration the app
 * confirmed is still there. Exit code 1 when an answer in the gap was neither a 503 with the
 * German message nor a success, one took 5 s or more, health took 5 s or more, data is lost or
 * the workers leave reactions undone.
 *
 * The server is restarted with `--stop` / `--start` (or OUTAGE_STOP_COMMAND /
 * OUTAGE_START_COMMAND), by default `pg_ctlcluster --skip-systemctl-redirect <version> main
 * stop|start`. Point it at a cluster nobody else uses, e.g.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres npm run bench:outage -- \
 *     --stop 'pg_ctlcluster --skip-systemctl-redirect 15 outage stop' \
 *     --start 'pg_ctlcluster --skip-systemctl-redirect 15 outage start'
 */
import { exec } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { HTTP_MESSAGES } from '@standl/contracts';
import { freePort, startAppProcess, stopAppProcess, waitForOutput } from './support/app-process.js';
import { countByStatus, type LoadAnswer, slowest, startLoad } from './support/outage-load.js';
import { createTestDatabase } from './support/test-database.js';

const LIMIT_MS = 5_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(
    'npm run bench:outage [-- --clients 20 --down 3 --stop <Befehl> --start <Befehl>]\n' +
      'Startet den PostgreSQL-Server von DATABASE_URL (Standard 127.0.0.1:5432) neu, ohne --stop/--start\n' +
      'mit pg_ctlcluster <Version> main stop|start: nur gegen einen Server, den sonst niemand braucht.',
  );
  process.exit(0);
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(option('clients')) || 20;
const downSeconds = Number(option('down') ?? 3);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function majorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

async function run(command: string): Promise<void> {
  const { stdout, stderr } = await promisify(exec)(command);
  const output = `${stdout}${stderr}`.trim();
  if (output) console.log(`  ${command}: ${output}`);
}

/** The first moment a new connection to `url` succeeds, tried every 50 ms. */
async function databaseBackAt(url: string): Promise<number> {
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return Date.now();
    } catch {
      await sleep(50);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function healthStatus(base: string): Promise<{ status: number; at: number; ms: number }> {
  const started = Date.now();
  const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })
    .then((response) => response.status)
    .catch(() => 0);
  return { status, at: Date.now(), ms: Date.now() - started };
}

function describeCounts(answers: LoadAnswer[] | { status: number }[]): string {
  const counts = Object.entries(countByStatus(answers as LoadAnswer[]));
  return counts.length === 0 ? '–' : counts.map(([status, n]) => `${status}: ${n}`).join(', ');
}

const version = await majorVersion(serverUrl);
const stopCommand =
  option('stop') ??
  process.env.OUTAGE_STOP_COMMAND ??
  `pg_ctlcluster --skip-systemctl-redirect ${version} main stop`;
const startCommand =
  option('start') ??
  process.env.OUTAGE_START_COMMAND ??
  `pg_ctlcluster --skip-systemctl-redirect ${version} main start`;

const database = await createTestDatabase(serverUrl);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-outage-')),
  DATABASE_URL: database.url!,
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
});
try {
  await waitForOutput(app, 'Standl läuft auf');
  const load = startLoad(base, clients);
  const health: { status: number; at: number; ms: number }[] = [];
  let polling = true;
  const healthLoop = (async () => {
    while (polling) {
      health.push(await healthStatus(base));
      await sleep(200);
    }
  })();
  await sleep(3_000);

  const logBefore = [app.stdout().length, app.stderr().length];
  const stopIssuedAt = Date.now();
  console.log(`PostgreSQL ${version} wird neu gestartet …`);
  await run(stopCommand);
  const stoppedAt = Date.now();
  await sleep(downSeconds * 1_000);
  const back = databaseBackAt(database.url!);
  // pg_ctl returns a moment after the server accepts connections: measure from that moment.
  const started = run(startCommand);
  const backAt = await back;
  let healthyAt: number | undefined;
  while (!healthyAt && Date.now() - backAt < 30_000) {
    const answer = await healthStatus(base);
    if (answer.status === 200) healthyAt = answer.at;
    else await sleep(50);
  }
  await started;
  const logLines = [app.stdout().slice(logBefore[0]), app.stderr().slice(logBefore[1])]
    .join('')
    .split('\n')
    .filter(Boolean);
  await sleep(3_000);
  await load.stop();
  polling = false;
  await healthLoop;

  const german503 = (a: LoadAnswer) =>
    a.status === 503 && a.message === HTTP_MESSAGES.databaseUnavailable;
  const inGap = load.answers.filter((a) => a.endedAt > stopIssuedAt && a.startedAt < backAt);
  const unexpected = inGap.filter((a) => a.status >= 300 && !german503(a));
  const failedAfter = load.answers.filter((a) => a.startedAt >= backAt && a.status >= 300);
  const healthInGap = health.filter((h) => h.at > stoppedAt && h.at < backAt);
  const writtenBefore = load.written.filter((w) => w.endedAt < stopIssuedAt);

  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  const present = async (ids: string[]) =>
    (
      await check.query<{ n: number }>(
        'select count(*)::int as n from vendor where id = any($1::uuid[])',
        [ids],
      )
    ).rows[0]!.n;
  const presentBefore = await present(writtenBefore.map((w) => w.vendorId));
  const presentAll = await present(load.written.map((w) => w.vendorId));
  // The workers resume: every reaction to the registrations is done soon after.
  const openReactions = async () =>
    (
      await check.query<{ open: number; all: number }>(
        `select count(*) filter (where state <> 'done')::int as open, count(*)::int as "all"
           from event_reaction`,
      )
    ).rows[0]!;
  let reactions = await openReactions();
  const drainStarted = Date.now();
  while (reactions.open > 0 && Date.now() - drainStarted < 30_000) {
    await sleep(200);
    reactions = await openReactions();
  }
  await check.end();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const recovery = healthyAt === undefined ? undefined : healthyAt - backAt;
  console.log(`Clients:                        ${clients}`);
  console.log(
    `Stopp-Befehl:                   ${stopCommand} (${seconds(stoppedAt - stopIssuedAt)})`,
  );
  console.log(`Start-Befehl:                   ${startCommand}`);
  console.log(`Datenbank weg (Stopp → zurück): ${seconds(backAt - stopIssuedAt)}`);
  console.log(`Anfragen im Ausfall:            ${inGap.length} (${describeCounts(inGap)})`);
  console.log(`  503 mit deutscher Meldung:    ${inGap.filter(german503).length}`);
  console.log(
    `  andere Fehler:                ${unexpected.length} (${describeCounts(unexpected)})`,
  );
  console.log(`Langsamste Antwort im Ausfall:  ${slowest(inGap)} ms`);
  console.log(
    `Fehler nach der Rückkehr:       ${failedAfter.length} (${describeCounts(failedAfter)})`,
  );
  console.log(`Health im Ausfall:              ${describeCounts(healthInGap)}`);
  console.log(
    `Health wieder 200:              ${recovery === undefined ? 'nie (30 s)' : `${seconds(recovery)} nach der Datenbank`}`,
  );
  const accessLog = logLines.filter((line) => line.includes('"responseTime":')).length;
  console.log(
    `Logzeilen bis dahin:            ${logLines.length} (${accessLog} Zugriffsprotokoll, ${logLines.length - accessLog} andere)`,
  );
  console.log(
    `Anmeldungen vor dem Ausfall:    ${writtenBefore.length}, davon noch da: ${presentBefore}`,
  );
  console.log(
    `Alle bestätigten Anmeldungen:   ${load.written.length}, davon noch da: ${presentAll}`,
  );

  console.log(
    `Reaktionen der Worker:          ${reactions.all}, offen: ${reactions.open} (${seconds(Date.now() - drainStarted)} nach dem Lastende)`,
  );

  const ok =
    reactions.open === 0 &&
    unexpected.length === 0 &&
    slowest(inGap) < LIMIT_MS &&
    recovery !== undefined &&
    recovery < LIMIT_MS &&
    presentAll === load.written.length;
  console.log(
    ok
      ? 'Ergebnis:                       bestanden'
      : 'Ergebnis:                       NICHT bestanden',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await stopAppProcess(app);
  await database
    .drop()
    .catch((error: unknown) => console.error(`Datenbank nicht gelöscht: ${error}`));
}
