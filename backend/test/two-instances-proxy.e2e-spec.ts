import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTTP_MESSAGES, JOB_TEXTS } from '@standl/contracts';
import {
  DELETE_OLD_ANALYTICS_EVENTS_JOB,
  DeleteOldAnalyticsEventsJob,
} from '../src/analytics/jobs/delete-old-analytics-events.job.js';
import {
  BLOCK_NOT_SET_UP_JOB,
  BlockNotSetUpJob,
} from '../src/archive/jobs/block-not-set-up.job.js';
import { ReleaseExpiredHoldsJob } from '../src/booths/jobs/release-expired-holds.job.js';
import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { JobRun } from '../src/shared/jobs/job-run.entity.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { registration } from './support/vendors.js';

// Issue 17, "more than one instance": two app instances on one PostgreSQL database behind a real
// nginx running docker/nginx.conf (its upstream servers and port replaced), with the settings of
// docker/compose.yaml: RATE_LIMIT_STORE=postgres and TRUST_PROXY=1. Always on a server database
// (DATABASE_URL or the local server): two instances cannot share an embedded PGlite. Needs the
// nginx binary (Debian package nginx, installed by .ci/run); without it the test fails.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NGINX_CONF = join(dirname(fileURLToPath(import.meta.url)), '../../docker/nginx.conf');
const VENDOR_BLOCKED = 'registration.vendor-blocked.v1';
const HOLD_RELEASED = 'booths.booth-hold-released.v1';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;
let proxy: Nginx;
/** Which instance answered each request that reached one, with the headers nginx set. */
let served: { instance: 'first' | 'second'; forwardedFor?: string; forwardedProto?: string }[];

beforeAll(async () => {
  database = await createTestDatabase(serverUrl);
  const settings = {
    databaseUrl: database.url,
    rateLimitStore: 'postgres',
    trustProxy: 1,
  } as const;
  first = await createTestApp(settings);
  second = await createTestApp(settings);
  served = [];
  for (const [instance, t] of [
    ['first', first],
    ['second', second],
  ] as const) {
    (t.app.getHttpServer() as http.Server).on('request', (request: IncomingMessage) => {
      served.push({
        instance,
        forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
      });
    });
  }
  proxy = await startNginx([first.config.port, second.config.port]);
});
beforeEach(async () => {
  await first.reset(second);
  second.clock.reset();
  served.length = 0;
});
afterAll(async () => {
  await proxy?.stop();
  await first?.close();
  await second?.close();
  await database?.drop();
});

describe('two instances behind nginx', () => {
  it('share the requests round robin and get the client address and scheme from nginx', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await viaProxy('GET', '/api/health')).status).toBe(200);
    }

    expect(count(served, 'first')).toBe(5);
    expect(count(served, 'second')).toBe(5);
    expect(served.every((hit) => hit.forwardedFor === '127.0.0.1')).toBe(true);
    expect(served.every((hit) => hit.forwardedProto === 'http')).toBe(true);
    // nginx lets a body above the app's limit through: the app answers it in German.
    const tooLarge = await viaProxy('POST', '/api/vendors/status', {
      body: { accessCode: 'X'.repeat(200_000) },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ message: HTTP_MESSAGES.payloadTooLarge });
  });

  it('cut off wrong access codes spread over both instances at the limit, right code included', async () => {
    const { body: vendor } = await viaProxy('POST', '/api/vendors/register', {
      body: registration(),
    });
    served.length = 0;

    const limit = ACCESS_CODE_ATTEMPTS.maxFailures;
    const answers = [];
    for (let i = 0; i < limit + 10; i += 1) {
      answers.push(await status(`FALSCH${i}`));
    }

    expect(count(served, 'first')).toBe(limit / 2 + 5);
    expect(count(served, 'second')).toBe(limit / 2 + 5);
    expect(answers.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(404));
    for (const answer of answers.slice(limit)) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(
        /^Zu viele falsche Zugangscodes von dieser Adresse\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut\.$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
    }
    // The right code waits too, on either instance, and so does a client that writes another
    // address into X-Forwarded-For: the app takes the one nginx appended.
    served.length = 0;
    expect((await status(vendor.accessCode)).status).toBe(429);
    expect((await status(vendor.accessCode)).status).toBe(429);
    expect(new Set(served.map((hit) => hit.instance))).toEqual(new Set(['first', 'second']));
    const spoofed = await status(vendor.accessCode, {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(spoofed.status).toBe(429);
    // Another client (another address nginx sees) is not affected.
    const other = await status(vendor.accessCode, { localAddress: '127.0.0.2' });
    expect(other.status).toBe(200);
    expect(served.at(-1)?.forwardedFor).toBe('127.0.0.2');
  });

  it('run a due season job once when both instances tick and the organiser starts it too', async () => {
    setClocks('2026-12-03T08:00:00Z');
    let auth = await signIn();
    const settings = { marketStartDate: '2026-12-05', marketEndDate: '2026-12-08' };
    expect(
      (await viaProxy('PATCH', '/api/admin/market-settings', { body: settings, headers: auth }))
        .status,
    ).toBe(200);
    const { body: booths } = await viaProxy('GET', '/api/booths');
    const vendorIds: string[] = [];
    for (const number of ['AK-01', 'AK-02', 'AK-03']) {
      const { body: vendor } = await viaProxy('POST', '/api/vendors/register', {
        body: registration({ name: `Händler ${number}` }),
      });
      const boothId = (booths as { id: number; number: string }[]).find(
        (b) => b.number === number,
      )!.id;
      const assigned = await viaProxy(
        'POST',
        `/api/admin/vendors/${vendor.vendorId}/assign-booth`,
        {
          body: { boothId },
          headers: auth,
        },
      );
      expect(assigned.status).toBe(200);
      vendorIds.push(vendor.vendorId);
    }

    // 18:10 on the last market day: both instances' crons fire, and the organiser clicks twice
    // (round robin: once on each instance).
    setClocks('2026-12-08T17:10:00Z');
    auth = await signIn();
    const [, , ...byHand] = await Promise.all([
      first.app.get(BlockNotSetUpJob).tick(),
      second.app.get(BlockNotSetUpJob).tick(),
      viaProxy('POST', '/api/admin/check-block-unbuilt', { headers: auth }),
      viaProxy('POST', '/api/admin/check-block-unbuilt', { headers: auth }),
    ]);

    expect(byHand.map((answer) => answer.status)).toEqual([200, 200]);
    expect([0, vendorIds.length]).toContain(
      byHand.reduce((sum, answer) => sum + (answer.body.blockedCount as number), 0),
    );
    const runs = await first.em().find(JobRun, { name: BLOCK_NOT_SET_UP_JOB });
    expect(runs.map((run) => [run.status, run.summary])).toEqual([
      ['succeeded', JOB_TEXTS.blockNotSetUp.summary(3)],
    ]);
    const blocked = await first.em().find(DomainEventRecord, { type: VENDOR_BLOCKED });
    expect(blocked.map((event) => event.aggregateId).sort()).toEqual([...vendorIds].sort());

    // Later ticks of either instance change nothing.
    setClocks('2026-12-08T17:20:00Z');
    await Promise.all([first, second].map((t) => t.app.get(BlockNotSetUpJob).tick()));
    expect(await first.em().count(JobRun, { name: BLOCK_NOT_SET_UP_JOB })).toBe(1);
    expect(await first.em().count(DomainEventRecord, { type: VENDOR_BLOCKED })).toBe(3);
  });

  it('run a daily job once when the second instance ticks after the first has finished', async () => {
    setClocks('2026-01-05T10:00:00Z');
    for (const page of ['/', '/vendor-registration']) {
      const event = { sessionId: 'sitzung-1', eventType: 'page_view', eventName: 'view', page };
      expect((await viaProxy('POST', '/api/analytics/events', { body: event })).status).toBe(204);
    }

    // 04:30 in Vienna, the job's schedule; the second instance's cron fires a moment later.
    first.clock.set('2027-03-10T03:30:00.010Z');
    second.clock.set('2027-03-10T03:30:00.900Z');
    await first.app.get(DeleteOldAnalyticsEventsJob).tick();
    await second.app.get(DeleteOldAnalyticsEventsJob).tick();

    const runs = () =>
      first
        .em()
        .find(JobRun, { name: DELETE_OLD_ANALYTICS_EVENTS_JOB }, { orderBy: { id: 'asc' } });
    expect((await runs()).map((run) => [run.triggeredBy, run.summary])).toEqual([
      ['schedule', '2 Statistik-Ereignisse gelöscht'],
    ]);
    // The next day's tick runs again.
    setClocks('2027-03-11T03:30:00.010Z');
    await second.app.get(DeleteOldAnalyticsEventsJob).tick();
    expect((await runs()).map((run) => run.summary)).toEqual([
      '2 Statistik-Ereignisse gelöscht',
      '0 Statistik-Ereignisse gelöscht',
    ]);
  });

  it('release an expired stall hold once when both instances run the minute job', async () => {
    setClocks('2026-11-21T10:00:00Z');
    const { body: booths } = await viaProxy('GET', '/api/booths');
    const boothId = (booths as { id: number; number: string }[]).find(
      (b) => b.number === 'RS-05',
    )!.id;
    const registered = await viaProxy('POST', '/api/vendors/register', {
      body: registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }),
    });
    expect(registered.body.holdExpiresAt).toBe('2026-11-21T10:30:00.000Z');

    setClocks('2026-11-21T10:31:00Z');
    const jobs = [first, second].map((t) => t.app.get(ReleaseExpiredHoldsJob));
    await Promise.all([jobs[0].run(), jobs[1].run()]);
    await Promise.all([jobs[0].run(), jobs[1].run()]);

    const released = await first.em().find(DomainEventRecord, { type: HOLD_RELEASED });
    expect(released.map((event) => event.payload)).toEqual([
      expect.objectContaining({ boothNumber: 'RS-05', reason: 'expired' }),
    ]);
  });
});

function setClocks(instant: string): void {
  first.clock.set(instant);
  second.clock.set(instant);
}

function count(hits: typeof served, instance: 'first' | 'second'): number {
  return hits.filter((hit) => hit.instance === instance).length;
}

async function signIn(): Promise<Record<string, string>> {
  const { status: code, body } = await viaProxy('POST', '/api/admin/login', {
    body: { username: 'admin', password: 'geheim123' },
  });
  expect(code).toBe(200);
  return { Authorization: `Bearer ${body.token}` };
}

function status(accessCode: string, options: RequestOptions = {}) {
  return viaProxy('POST', '/api/vendors/status', { ...options, body: { accessCode } });
}

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (nginx sees it as the client). */
  localAddress?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One request to nginx on a connection of its own. */
function viaProxy(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        method,
        path,
        agent: false,
        localAddress: options.localAddress,
        headers: {
          ...(payload !== undefined && {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = /json/.test(response.headers['content-type'] ?? '');
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: json && text ? JSON.parse(text) : text,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface Nginx {
  port: number;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with docker/nginx.conf as its only server, the two instances as
 * its upstream servers, on a free port; every file it writes (pid, logs, temp) in a temp dir.
 */
async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const binary =
    process.env.NGINX_BINARY ??
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'].find(
      (path) => existsSync(path),
    );
  if (!binary) {
    throw new Error(
      'nginx nicht gefunden (NGINX_BINARY oder /usr/sbin/nginx): apt-get install -y nginx (wie .ci/run)',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'standl-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user and must reach the temp paths.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = readFileSync(NGINX_CONF, 'utf8');
  const upstreams = [...server.matchAll(/^(\s*server )app\d:3000\b/gm)];
  if (upstreams.length !== upstreamPorts.length || !/^\s*listen 80;/m.test(server)) {
    throw new Error(
      `${NGINX_CONF}: erwartet "server app1:3000", "server app2:3000" und "listen 80;"`,
    );
  }
  let next = 0;
  const local = server
    .replace(
      /^(\s*server )app\d:3000\b/gm,
      (_, head: string) => `${head}127.0.0.1:${upstreamPorts[next++]}`,
    )
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'standl.conf'), local);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/standl.conf;
}
`,
  );

  const child = spawn(
    binary,
    ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', (error) => {
      output += error.message;
      resolve(null);
    });
  });
  const failure = (why: string) => {
    const log = existsSync(join(dir, 'error.log'))
      ? readFileSync(join(dir, 'error.log'), 'utf8')
      : '';
    rmSync(dir, { recursive: true, force: true });
    return new Error(`nginx (${binary}) ${why}:\n${output}${log}`);
  };

  const deadline = Date.now() + 10_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (!(await accepts(port))) {
    if (stopped) throw failure('ließ sich nicht starten oder hat sich beendet');
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw failure(`nimmt nach 10 s keine Verbindungen auf Port ${port} an`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    stop: async () => {
      await stop(child, exited);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
