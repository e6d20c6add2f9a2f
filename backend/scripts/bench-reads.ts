/**
 * `npm run bench:reads [-- --seconds 5 --connections 50]`: the public reads while the rush
 * reloads the map (issue 17). On a fresh database (PGlite, or a new database on the
 * DATABASE_URL server) the app registers 100 vendors and 20 of them hold a stall; then
 * autocannon loads GET /api/booths, /api/booth-areas, /api/market-settings and the status
 * look-up (POST /api/vendors/status with a known code) on the app and on the bare reference
 * server (scripts/bare-reference-server.ts), one server at a time, each route after a warm-up
 * and once the server is idle. Every request comes from another client address
 * (X-Forwarded-For), so per-address rate limits never answer instead. Prints requests/s, p50/p99 and CPU per request of both and the app's share of the bare rate.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  benchServers,
  processCpuMs,
  settled,
  type RunningServer,
} from './support/bench-servers.js';
import { createTestDatabase } from './support/test-database.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return (at >= 0 ? Number(process.argv[at + 1]) : NaN) || fallback;
}
const seconds = option('seconds', 5);
const connections = option('connections', 50);
const VENDORS = 100;
const HOLDS = 20;

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuPerRequestMs: number;
}

async function load(
  server: RunningServer,
  request: { method: 'GET' | 'POST'; path: string; body?: () => string },
): Promise<Load> {
  const cpuBefore = processCpuMs(server.pid);
  const result = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    requests: [
      {
        method: request.method,
        path: request.path,
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
          },
          ...(request.body ? { body: request.body() } : {}),
        }),
      },
    ],
  });
  const total = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequestMs: total > 0 ? (processCpuMs(server.pid) - cpuBefore) / total : 0,
  };
}

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify(body),
  });
}

const dbServer = await createTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'standl-reads-'));
const servers = benchServers({ databaseUrl: dbServer.url, dataDir });

try {
  const codes: string[] = [];
  const app = await servers.app.start();
  try {
    const booths = (await (await fetch(`${app.base}/api/booths`)).json()) as { id: number }[];
    for (let i = 0; i < VENDORS; i += 1) {
      const response = await post(app.base, '/api/vendors/register', {
        name: `Lese-Händler ${i}`,
        email: `lesen${i}@example.at`,
        phone: '+43 664 0000000',
        description: 'Lasttest der Karte',
        boothAssignmentPreference: 'self',
        termsAccepted: true,
      });
      if (response.status !== 201) throw new Error(`Anmeldung fehlgeschlagen: ${response.status}`);
      codes.push(((await response.json()) as { accessCode: string }).accessCode);
    }
    for (let i = 0; i < HOLDS; i += 1)
      await post(app.base, '/api/vendors/select-booth', {
        accessCode: codes[i],
        boothId: booths[i].id,
      });
    await settled(app.pid); // the registrations' mails are sent before this server stops
  } finally {
    await app.stop();
  }

  let next = 0;
  const routes = [
    { label: 'GET /api/booths', method: 'GET', path: '/api/booths' },
    { label: 'GET /api/booth-areas', method: 'GET', path: '/api/booth-areas' },
    { label: 'GET /api/market-settings', method: 'GET', path: '/api/market-settings' },
    {
      label: 'POST /api/vendors/status',
      method: 'POST',
      path: '/api/vendors/status',
      body: () => JSON.stringify({ accessCode: codes[(next += 1) % codes.length] }),
    },
  ] as const;

  const results = new Map<string, Record<'app' | 'bare', Load>>();
  for (const server of [servers.app, servers.bare]) {
    const running = await server.start();
    try {
      for (const route of routes) {
        await load(running, { ...route, path: route.path }); // warm-up, not counted
        await settled(running.pid);
        const measured = await load(running, route);
        results.set(route.label, { ...results.get(route.label)!, [server.kind]: measured });
      }
    } finally {
      await running.stop();
    }
  }

  console.log(`Datenbank: ${dbServer.url ? 'PostgreSQL' : 'PGlite'}`);
  console.log(
    `Last: ${connections} Verbindungen, ${seconds} s je Route, jede Anfrage von einer anderen Adresse`,
  );
  console.log(
    `${'Route'.padEnd(28)}${'App/s'.padStart(8)}${'Ref/s'.padStart(8)}${'Anteil'.padStart(8)}` +
      `${'p99 App'.padStart(10)}${'p99 Ref'.padStart(10)}${'CPU App'.padStart(10)}${'CPU Ref'.padStart(10)}  Fehler`,
  );
  let failed = false;
  for (const [label, { app, bare }] of results) {
    const errors = app.non2xx + app.errors;
    failed ||= errors > 0 || bare.non2xx + bare.errors > 0;
    console.log(
      `${label.padEnd(28)}${app.requestsPerSecond.toFixed(0).padStart(8)}` +
        `${bare.requestsPerSecond.toFixed(0).padStart(8)}` +
        `${`${((100 * app.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)} %`.padStart(8)}` +
        `${`${app.p99} ms`.padStart(10)}${`${bare.p99} ms`.padStart(10)}` +
        `${`${app.cpuPerRequestMs.toFixed(2)} ms`.padStart(10)}` +
        `${`${bare.cpuPerRequestMs.toFixed(2)} ms`.padStart(10)}  ` +
        `App ${errors}, Referenz ${bare.non2xx + bare.errors}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await dbServer.drop();
}
