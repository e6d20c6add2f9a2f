/**
 * The database goes away under load and comes back: requests answer 503 with the German text
 * within a few seconds, health reports the database down, and everything recovers by itself.
 * Always on the local PostgreSQL server (PGlite cannot go away), reached through a TCP proxy
 * the test cuts and restores.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/core';
import { HTTP_MESSAGES, PAGE_DATA_ELEMENT } from '@standl/contracts';
import {
  countByStatus,
  type LoadAnswer,
  slowest,
  startLoad,
} from '../scripts/support/outage-load.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { type CutMode, TcpProxy } from './support/tcp-proxy.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OUTAGE_MS = 6_000;
const MAX_ANSWER_MS = 5_000;
const MAX_RECOVERY_MS = 5_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let t: TestApp;
let direct: pg.Client;
let base: string;
let organiserAuth: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase(SERVER_URL);
  const url = new URL(database.url!);
  proxy = await TcpProxy.start(url.hostname, Number(url.port || 5432));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // Each simulated client sends its own X-Forwarded-For, so rate limits count per client.
  const frontendDir = mkdtempSync(join(tmpdir(), 'standl-outage-frontend-'));
  writeFileSync(
    join(frontendDir, 'index.html'),
    '<!doctype html><html><head><title>Standl</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ databaseUrl: url.toString(), trustProxy: 'loopback', frontendDir });
  base = `http://127.0.0.1:${t.config.port}`;
  direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
  organiserAuth = await adminAuth(t);
  await t
    .http()
    .patch('/api/admin/market-settings')
    .set(organiserAuth)
    .send({ marketName: 'Adventmarkt im Ausfalltest', adminNotificationEmail: 'orga@example.at' })
    .expect(200);
}, 60_000);

afterAll(async () => {
  await proxy?.restore();
  await t?.close();
  await direct?.end();
  await proxy?.close();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface HealthAnswer {
  status: number;
  body: { status?: string; database?: string; message?: string };
  ms: number;
}

async function health(): Promise<HealthAnswer> {
  const started = Date.now();
  const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    body: (await response.json()) as HealthAnswer['body'],
    ms: Date.now() - started,
  };
}

/** Asks /api/health every 250 ms until `stop()`. */
function pollHealth() {
  const answers: HealthAnswer[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(await health());
      await sleep(250);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return answers;
    },
  };
}

async function firstHealthyAt(deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    if ((await health()).status === 200) return Date.now();
    await sleep(100);
  }
  throw new Error('/api/health blieb nach dem Ausfall bei 503');
}

/** Connections the app's pool has handed out and not got back. */
async function checkedOutConnections(): Promise<number> {
  const connection = t.app.get(MikroORM).em.getConnection() as unknown as {
    getNativeClient(): Promise<pg.Pool>;
  };
  const pool = await connection.getNativeClient();
  return pool.totalCount - pool.idleCount;
}

async function waitUntilWorkersDrained(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await direct.query<{ reactions: number; mails: number }>(
      `select (select count(*) from event_reaction where state <> 'done')::int as reactions,
              (select count(*) from mail_message where state = 'queued')::int as mails`,
    );
    if (rows[0]!.reactions === 0 && rows[0]!.mails === 0) return;
    if (Date.now() > deadline) throw new Error(`Worker nicht fertig: ${JSON.stringify(rows[0])}`);
    await sleep(200);
  }
}

describe.each<CutMode>(['blackhole', 'refuse'])('database away (%s) under 20 clients', (mode) => {
  it('answers 503 in German within seconds and recovers by itself without losing data', async () => {
    const load = startLoad(base, 20);
    await sleep(1_500);

    const cutAt = Date.now();
    await proxy.cut(mode);
    const healthPoll = pollHealth();
    // The vendor-session guard's own query fails before any controller runs.
    const vendor = load.written[0]!;
    const guarded = await fetch(`${base}/api/vendor/lift-appointments/${vendor.vendorId}`, {
      headers: { Cookie: vendor.session! },
    });
    // The organiser stays signed in (503, not 401), and a code that could not be checked is no
    // wrong guess: twelve look-ups from one address (the lockout is at ten) all answer 503.
    const organiser = await fetch(`${base}/api/admin/me`, { headers: organiserAuth });
    // The pages still load, without their data (index.html does not wait for the database).
    const pageStartedAt = Date.now();
    const page = await fetch(`${base}/vendor-registration`);
    const pageHtml = await page.text();
    const pageMs = Date.now() - pageStartedAt;
    const lookups = [];
    // (Only when refused at once: in the blackhole each look-up waits the 3 s pool timeout.)
    for (let i = 0; i < (mode === 'refuse' ? 12 : 0); i += 1) {
      const answer = await fetch(`${base}/api/vendors/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.99.0.1' },
        body: JSON.stringify({ accessCode: vendor.accessCode }),
      });
      lookups.push(answer.status);
    }
    await sleep(OUTAGE_MS);
    const healthDuring = await healthPoll.stop();
    const restoredAt = Date.now();
    await proxy.restore();
    const healthyAt = await firstHealthyAt(restoredAt + MAX_RECOVERY_MS);
    await sleep(2_000);
    await load.stop();

    const inGap = load.answers.filter((a) => a.endedAt > cutAt && a.startedAt < restoredAt);
    // A success that raced the cut, or one that got its connection right after the restore.
    const raced = (a: LoadAnswer) =>
      a.status < 300 && (a.startedAt < cutAt || a.endedAt > restoredAt);
    const german503 = (a: LoadAnswer) =>
      a.status === 503 && a.message === HTTP_MESSAGES.databaseUnavailable;
    console.log(
      `${mode}: ${inGap.length} Anfragen während des Ausfalls ${JSON.stringify(countByStatus(inGap))}, ` +
        `langsamste ${slowest(inGap)} ms, Health wieder 200 nach ${((healthyAt - restoredAt) / 1000).toFixed(2)} s, ` +
        `${load.written.length} Anmeldungen geschrieben`,
    );

    expect(inGap.filter(german503).length).toBeGreaterThan(20);
    expect(inGap.filter((a) => !german503(a) && !raced(a))).toEqual([]);
    expect(slowest(inGap)).toBeLessThan(MAX_ANSWER_MS);
    expect(load.answers.filter((a) => a.endedAt <= cutAt).every((a) => a.status < 300)).toBe(true);
    expect(load.answers.filter((a) => a.startedAt >= restoredAt && a.status >= 300)).toEqual([]);

    expect(guarded.status).toBe(503);
    expect(await guarded.json()).toEqual({
      statusCode: 503,
      message: HTTP_MESSAGES.databaseUnavailable,
      error: 'Service Unavailable',
      code: 'HTTP_DATABASE_UNAVAILABLE',
    });
    expect(guarded.headers.get('retry-after')).toBe('5');
    expect(organiser.status).toBe(503);
    expect(page.status).toBe(200);
    expect(pageHtml).toContain('<div id="root"></div>');
    expect(pageHtml).not.toContain(PAGE_DATA_ELEMENT);
    expect(pageMs).toBeLessThan(2_000);
    expect(lookups).toEqual(Array(mode === 'refuse' ? 12 : 0).fill(503));

    expect(healthDuring.length).toBeGreaterThan(0);
    for (const answer of healthDuring) {
      expect(answer).toMatchObject({
        status: 503,
        body: { status: 'error', database: 'down', message: HTTP_MESSAGES.databaseUnavailable },
      });
      expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
    }
    expect(healthyAt - restoredAt).toBeLessThan(MAX_RECOVERY_MS);

    // Everything the app confirmed is in the database, read past the app and the proxy.
    expect(load.written.some((w) => w.endedAt < cutAt)).toBe(true);
    expect(load.written.some((w) => w.endedAt > restoredAt)).toBe(true);
    const ids = load.written.map((w) => w.vendorId);
    const { rows } = await direct.query<{ count: number }>(
      'select count(*)::int as count from vendor where id = any($1::uuid[])',
      [ids],
    );
    expect(rows[0]!.count).toBe(ids.length);
    const settings = await t.http().get('/api/market-settings').expect(200);
    expect(settings.body.marketName).toBe('Adventmarkt im Ausfalltest');
    await fetch(`${base}/api/vendors/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.99.0.1' },
      body: JSON.stringify({ accessCode: vendor.accessCode }),
    }).then((answer) => expect(answer.status).toBe(200));

    // The workers kept running: the reactions and notice mails of every registration are done.
    await waitUntilWorkersDrained(15_000);

    // No connection that broke in the middle of a transaction keeps its place in the pool
    // (after a few outages there would be none left).
    const deadline = Date.now() + 3_000;
    while ((await checkedOutConnections()) > 0 && Date.now() < deadline) await sleep(100);
    expect(await checkedOutConnections()).toBe(0);
  }, 60_000);
});
