/**
 * `npm run bench:rush [-- --vendors 300 --spread 3000]`: the registration-opening rush, measured
 * against its limit in one run (issue 17). On a fresh database (PGlite, or a new database on
 * the DATABASE_URL server) the built app registers N vendors; then the same vendors pick the
 * same random stalls through POST /api/vendors/select-booth twice per server: all at once (the
 * burst) and spread evenly over `--spread` ms (open arrival). Each server runs alone: the app,
 * then the bare reference server (scripts/bare-reference-server.ts: node:http and SQL only),
 * with every hold released before each run. Before each of the app's runs it answers 100 status
 * look-ups and map reads (a server is warm when registration opens), and every run starts once
 * the server is idle, so the registrations' mails are not sent during the rush. Prints p50/p99,
 * wall time and the server process's CPU per request for both, their ratio, each process's
 * memory (RSS) when idle before a run and its peak during it, the time each took to start, and
 * the correctness checks: stalls held once at most, no 5xx, the map (GET /api/booths of the
 * app) agrees with the holds.
 *
 * Each simulated vendor sends its own X-Forwarded-For address, as clients behind a load
 * balancer would, so per-address rate limits apply per vendor.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBenchDatabase } from './support/bench-database.js';
import {
  benchServers,
  percentile,
  processCpuMs,
  processRssMb,
  rssPeak,
  settled,
  type BenchServer,
  type RunningServer,
} from './support/bench-servers.js';
import { createTestDatabase } from './support/test-database.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return (at >= 0 ? Number(process.argv[at + 1]) : NaN) || fallback;
}
const vendors = option('vendors', 300);
const spreadMs = option('spread', 3000);

interface Answer {
  status: number;
  body: { accessCode?: string; boothId?: number } | null;
  ms: number;
}

function clientAddress(i: number): string {
  return `10.${Math.floor(i / 65536) % 256}.${Math.floor(i / 256) % 256}.${i % 256}`;
}

async function post(base: string, path: string, body: unknown, client: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Answer['body'],
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, body: null, ms: performance.now() - started };
  }
}

interface RunResult {
  p50: number;
  p99: number;
  wallMs: number;
  cpuPerRequestMs: number;
  held: number;
  doubleHolds: number;
  failed: number;
  conflicts: number;
  other: number;
  mapAgrees: boolean | null;
  statuses: string;
  startMs: number;
  rssIdleMb: number;
  rssPeakMb: number;
}

const dbServer = await createTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'standl-rush-'));
const databaseUrl = dbServer.url;
const servers = benchServers({ databaseUrl, dataDir });
const database = () =>
  openBenchDatabase({
    url: databaseUrl,
    pgliteDir: databaseUrl ? undefined : join(dataDir, 'pglite'),
  });

async function releaseAllHolds(): Promise<void> {
  const db = await database();
  try {
    await db.query(
      `update booth set hold_vendor_id = null, hold_expires_at = null, agreed_price = null,
         agreed_price_detail = null
       where vendor_id is null`,
    );
    await db.query(`update vendor set selected_booth_id = null`);
  } finally {
    await db.close();
  }
}

/**
 * A server that has answered requests before, as it has when registration opens (vendors load
 * the map and look up their status): status look-ups and map reads, none of them counted.
 */
async function warmUp(
  server: RunningServer,
  picks: { accessCode: string; boothId: number }[],
): Promise<void> {
  const lookups = picks.slice(0, 100);
  for (let i = 0; i < lookups.length; i += 10)
    await Promise.all(
      lookups.slice(i, i + 10).map(async ({ accessCode }, k) => {
        await post(
          server.base,
          '/api/vendors/status',
          { accessCode },
          clientAddress(900_000 + i + k),
        );
        await fetch(`${server.base}/api/booths`).then((response) => response.arrayBuffer());
      }),
    );
}

let round = 0;
async function rush(
  server: RunningServer,
  picks: { accessCode: string; boothId: number }[],
  spread: number,
): Promise<RunResult> {
  round += 1;
  const addressOffset = round * 100_000;
  if (server.kind === 'app') await warmUp(server, picks);
  await settled(server.pid);
  const rssIdleMb = processRssMb(server.pid);
  const rss = rssPeak(server.pid);
  const cpuBefore = processCpuMs(server.pid);
  const started = performance.now();
  const results = await Promise.all(
    picks.map(async (pick, i) => {
      if (spread > 0)
        await new Promise((resolve) => setTimeout(resolve, (i * spread) / picks.length));
      return post(server.base, '/api/vendors/select-booth', pick, clientAddress(addressOffset + i));
    }),
  );
  const wallMs = performance.now() - started;
  const cpuPerRequestMs = (processCpuMs(server.pid) - cpuBefore) / picks.length;
  const rssPeakMb = rss.stop();

  const held = results.filter((r) => r.status === 200);
  const heldPerBooth = new Map<number, number>();
  for (const r of held)
    heldPerBooth.set(r.body!.boothId!, (heldPerBooth.get(r.body!.boothId!) ?? 0) + 1);
  const failed = results.filter((r) => r.status === 0 || r.status >= 500).length;
  const conflicts = results.filter((r) => r.status === 409).length;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  let mapAgrees: boolean | null = null;
  if (server.kind === 'app') {
    const booths = (await (await fetch(`${server.base}/api/booths`)).json()) as {
      id: number;
      isBeingProcessed: boolean;
    }[];
    const shown = new Set(booths.filter((b) => b.isBeingProcessed).map((b) => b.id));
    mapAgrees =
      shown.size === heldPerBooth.size && [...heldPerBooth.keys()].every((id) => shown.has(id));
  }
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    wallMs,
    cpuPerRequestMs,
    held: held.length,
    doubleHolds: [...heldPerBooth.values()].filter((count) => count > 1).length,
    failed,
    conflicts,
    other: results.length - held.length - conflicts - failed,
    mapAgrees,
    statuses: [...new Set(results.map((r) => r.status))]
      .sort()
      .map((status) => `${status}: ${results.filter((r) => r.status === status).length}`)
      .join(', '),
    startMs: server.startMs,
    rssIdleMb,
    rssPeakMb,
  };
}

async function withServer<T>(server: BenchServer, work: (s: RunningServer) => Promise<T>) {
  const running = await server.start();
  try {
    return await work(running);
  } finally {
    await running.stop();
  }
}

try {
  // The vendors, registered through the app, and one random stall per vendor for every run.
  const { codes, boothIds } = await withServer(servers.app, async (app) => {
    const booths = (await (await fetch(`${app.base}/api/booths`)).json()) as { id: number }[];
    const registered: string[] = [];
    for (let i = 0; i < vendors; i += 25) {
      const batch = Array.from({ length: Math.min(25, vendors - i) }, (_, k) =>
        post(
          app.base,
          '/api/vendors/register',
          {
            name: `Rush-Händler ${i + k}`,
            email: `rush${i + k}@example.at`,
            phone: '+43 664 0000000',
            description: 'Lasttest der Standplatzwahl',
            boothAssignmentPreference: 'self',
            termsAccepted: true,
          },
          clientAddress(i + k),
        ),
      );
      for (const result of await Promise.all(batch)) {
        if (result.status !== 201)
          throw new Error(
            `Anmeldung fehlgeschlagen: ${result.status} ${JSON.stringify(result.body)}`,
          );
        registered.push(result.body!.accessCode!);
      }
    }
    await settled(app.pid); // the registrations' mails are sent before this server stops
    return { codes: registered, boothIds: booths.map((b) => b.id) };
  });
  const picks = codes.map((accessCode) => ({
    accessCode,
    boothId: boothIds[Math.floor(Math.random() * boothIds.length)],
  }));

  const results: Record<string, Record<'burst' | 'open', RunResult>> = {};
  for (const server of [servers.app, servers.bare]) {
    const burst = await (async () => {
      await releaseAllHolds();
      return withServer(server, async (running) => {
        const result = await rush(running, picks, 0);
        await settled(running.pid);
        return result;
      });
    })();
    await releaseAllHolds();
    const open = await withServer(server, (running) => rush(running, picks, spreadMs));
    results[server.kind] = { burst, open };
  }

  const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  console.log(`Datenbank:       ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  console.log(
    `Händler:         ${vendors} auf ${boothIds.length} Standplätze, offene Ankunft über ${spreadMs} ms`,
  );
  for (const mode of ['burst', 'open'] as const) {
    const app = results.app[mode];
    const bare = results.bare[mode];
    console.log(
      `\n${mode === 'burst' ? `Ansturm (${vendors} gleichzeitig)` : `Offene Ankunft (${vendors} über ${spreadMs} ms)`}`,
    );
    console.log('                 App        Referenz   Verhältnis');
    const line = (label: string, a: number, b: number) =>
      console.log(
        `${label.padEnd(17)}${ms(a).padEnd(11)}${ms(b).padEnd(11)}${(a / b).toFixed(2)}×`,
      );
    line('p50', app.p50, bare.p50);
    line('p99', app.p99, bare.p99);
    line('Gesamtdauer', app.wallMs, bare.wallMs);
    line('CPU je Anfrage', app.cpuPerRequestMs, bare.cpuPerRequestMs);
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    console.log(
      `Speicher (RSS)   App ${mb(app.rssIdleMb)} im Leerlauf, ${mb(app.rssPeakMb)} Spitze; Referenz ${mb(bare.rssIdleMb)}, ${mb(bare.rssPeakMb)}`,
    );
    console.log(
      `Kaltstart        App ${(app.startMs / 1000).toFixed(2)} s, Referenz ${(bare.startMs / 1000).toFixed(2)} s`,
    );
    for (const [name, run] of [
      ['App', app],
      ['Referenz', bare],
    ] as const)
      console.log(
        `${name}: gehalten ${run.held}, doppelt ${run.doubleHolds}, belegt (409) ${run.conflicts}, 5xx/keine Antwort ${run.failed}, andere ${run.other} (${run.statuses})${run.mapAgrees === null ? '' : `, Karte stimmt: ${run.mapAgrees ? 'ja' : 'NEIN'}`}`,
      );
  }
  const broken = Object.values(results).flatMap((byMode) => Object.values(byMode));
  if (broken.some((run) => run.doubleHolds > 0 || run.failed > 0 || run.mapAgrees === false))
    process.exitCode = 1;
} finally {
  await dbServer.drop();
}
