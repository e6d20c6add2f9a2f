/**
 * `npm run bench:rush [-- --vendors 300]`: the registration-opening rush. Starts the built app
 * on a fresh database (PGlite, or a new database on the DATABASE_URL server), registers N
 * vendors, then lets all of them pick a random stall at the same moment through
 * POST /api/vendors/select-booth. Prints stalls held, double holds (must be 0), failed requests
 * and p50/p99 latency. Each simulated vendor sends its own X-Forwarded-For address, as real
 * clients behind a load balancer would, so per-address rate limits apply per vendor.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAppProcess, stopAppProcess, waitForOutput } from './support/app-process.js';
import { createTestDatabase } from './support/test-database.js';

const vendors = Number(process.argv[process.argv.indexOf('--vendors') + 1] ?? '') || 300;

interface Booth {
  id: number;
  number: string;
}

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const database = await createTestDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-rush-')),
  DATABASE_URL: database.url ?? '',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'error',
});
try {
  await waitForOutput(app, 'Standl läuft auf');
  const booths = (await (await fetch(`${base}/api/booths`)).json()) as Booth[];

  const codes: string[] = [];
  for (let i = 0; i < vendors; i += 25) {
    const batch = Array.from({ length: Math.min(25, vendors - i) }, (_, k) =>
      post(
        base,
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
      codes.push(result.body!.accessCode!);
    }
  }

  const started = performance.now();
  const results = await Promise.all(
    codes.map((accessCode, i) =>
      post(
        base,
        '/api/vendors/select-booth',
        { accessCode, boothId: booths[Math.floor(Math.random() * booths.length)].id },
        clientAddress(i),
      ),
    ),
  );
  const wallMs = performance.now() - started;

  const held = results.filter((r) => r.status === 200);
  const heldPerBooth = new Map<number, number>();
  for (const r of held)
    heldPerBooth.set(r.body!.boothId!, (heldPerBooth.get(r.body!.boothId!) ?? 0) + 1);
  const doubleHolds = [...heldPerBooth.values()].filter((count) => count > 1).length;
  const shownAsHeld = (
    (await (await fetch(`${base}/api/booths`)).json()) as { isBeingProcessed: boolean }[]
  ).filter((b) => b.isBeingProcessed).length;
  const failed = results.filter((r) => r.status === 0 || r.status >= 500).length;
  const conflicts = results.filter((r) => r.status === 409).length;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);

  console.log(`Datenbank:            ${database.url ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`Händler:              ${vendors} (auf ${booths.length} Standplätze)`);
  console.log(`Standplätze gehalten: ${held.length} (laut /api/booths: ${shownAsHeld})`);
  console.log(`Doppelt gehalten:     ${doubleHolds}`);
  console.log(`Belegt-Antworten:     ${conflicts} (409 Standplatz nicht verfügbar)`);
  console.log(`Fehlgeschlagen:       ${failed} (5xx oder keine Antwort)`);
  console.log(`Andere Antworten:     ${results.length - held.length - conflicts - failed}`);
  console.log(`select-booth p50:     ${percentile(latencies, 50).toFixed(0)} ms`);
  console.log(`select-booth p99:     ${percentile(latencies, 99).toFixed(0)} ms`);
  console.log(`Gesamtdauer:          ${wallMs.toFixed(0)} ms`);
  if (doubleHolds > 0 || failed > 0 || held.length !== shownAsHeld) process.exitCode = 1;
} finally {
  await stopAppProcess(app);
  await database.drop();
}
