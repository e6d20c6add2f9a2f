import { jest } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type AppProcess,
  freePort,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from '../scripts/support/app-process.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { TestSmtpServer } from './support/smtp.js';
import { registration } from './support/vendors.js';

// Issue 26: the app as its own process (the built dist/src/main.js), killed with SIGKILL in the
// middle of background work and started again, or stopped with SIGTERM. Always on a server
// database (DATABASE_URL or the local server): the test reads and locks the database from
// outside the app's process, which an embedded PGlite inside the app cannot offer.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const READY = 'Standl läuft auf';
const LEASE_SECONDS = 5;
// Each test starts the app twice (about 5–15 s each on a busy machine) and waits out a lease.
jest.setTimeout(180_000);

const smtp = new TestSmtpServer();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Client;
let port: number;
let dataDir: string;
let running: AppProcess | undefined;

beforeAll(async () => {
  await smtp.start();
  database = await createTestDatabase(serverUrl);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'standl-crash-'));
});
beforeEach(() => smtp.clear());
afterEach(async () => {
  if (running) await stopAppProcess(running);
  running = undefined;
});
afterAll(async () => {
  await db.end();
  await database.drop();
  await smtp.stop();
});

async function startApp(): Promise<AppProcess> {
  running = startAppProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url!,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Adventmarkt <markt@example.at>',
    WORK_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  await waitForOutput(running, READY);
  return running;
}

async function kill(app: AppProcess): Promise<void> {
  app.child.kill('SIGKILL');
  await app.exited;
  running = undefined;
}

async function registerVendor(email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/vendors/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration({ email })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { vendorId: string }).vendorId;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailTo(address: string) {
  const { rows } = await db.query<{
    state: string;
    attempts: number;
    locked_until: Date | null;
    message_id: string | null;
  }>(`select state, attempts, locked_until, message_id from mail_message where recipient = $1`, [
    address,
  ]);
  return rows;
}

function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
}

describe('an instance killed in the middle of background work', () => {
  it('sends the interrupted mail after a restart, once more and with the same Message-ID', async () => {
    smtp.hang = true;
    const app = await startApp();
    await registerVendor('anna@example.at');
    await until('Versand begonnen', async () =>
      smtp.started.some((raw) => raw.includes('anna@example.at')) ? true : undefined,
    );
    const interruptedId = messageIdOf(smtp.started[0]!);
    expect(interruptedId).toMatch(/^<standl-\d+-\d+@/);

    await kill(app);
    const [claimed] = await mailTo('anna@example.at');
    expect(claimed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(claimed!.locked_until).not.toBeNull();

    smtp.hang = false;
    await startApp();
    const received = await until('Zustellung nach dem Neustart', async () =>
      smtp.to('anna@example.at').length > 0 ? smtp.to('anna@example.at') : undefined,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.parsed.messageId).toBe(interruptedId);
    const [sent] = await until('Versand gespeichert', async () => {
      const rows = await mailTo('anna@example.at');
      return rows[0]?.state === 'sent' ? rows : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, locked_until: null, message_id: interruptedId });
  });

  it('runs an interrupted reaction again after a restart, and its effect happens once', async () => {
    await startApp();
    // Holding this lock keeps the registration mail's reaction inside its transaction.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table mail_message in exclusive mode');
    let vendorId: string;
    try {
      vendorId = await registerVendor('berta@example.at');
      await until('Reaktion übernommen', async () => {
        const { rows } = await db.query(
          `select 1 from event_reaction where consumer = 'communication.registration-mails'
              and aggregate_id = $1 and attempts = 1 and locked_until is not null`,
          [vendorId],
        );
        return rows.length > 0 ? true : undefined;
      });
      await kill(running!);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const reaction = async () =>
      (
        await db.query<{ state: string; attempts: number }>(
          `select state, attempts from event_reaction
            where consumer = 'communication.registration-mails' and aggregate_id = $1`,
          [vendorId],
        )
      ).rows[0];
    expect(await reaction()).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await mailTo('berta@example.at')).toHaveLength(0);

    await startApp();
    await until('Reaktion erledigt', async () =>
      (await reaction())?.state === 'done' ? true : undefined,
    );
    expect(await reaction()).toMatchObject({ state: 'done', attempts: 2 });
    await until('Zustellung', async () =>
      smtp.to('berta@example.at').length > 0 ? true : undefined,
    );
    expect(await mailTo('berta@example.at')).toHaveLength(1);
    expect(smtp.to('berta@example.at')).toHaveLength(1);
  });
});

describe('an instance stopped with SIGTERM', () => {
  it('hands back the mail it is sending and exits within 10 s', async () => {
    smtp.hang = true;
    const app = await startApp();
    await registerVendor('carla@example.at');
    await until('Versand begonnen', async () =>
      smtp.started.some((raw) => raw.includes('carla@example.at')) ? true : undefined,
    );

    const stoppedAt = Date.now();
    app.child.kill('SIGTERM');
    await app.exited;
    running = undefined;
    expect(Date.now() - stoppedAt).toBeLessThan(10_500);
    const [handedBack] = await mailTo('carla@example.at');
    expect(handedBack).toMatchObject({ state: 'queued', attempts: 1, locked_until: null });

    smtp.hang = false;
    await startApp();
    await until('Zustellung nach dem Neustart', async () =>
      smtp.to('carla@example.at').length > 0 ? true : undefined,
    );
    expect(smtp.to('carla@example.at')).toHaveLength(1);
  });
});
