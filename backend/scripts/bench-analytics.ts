/**
 * `npm run bench:analytics [-- --events 10000]`: stores N analytics events through
 * POST /api/analytics/events (sessions going through the registration funnel, stall choices,
 * payments, status look-ups, page views; phones and desktops) on a fresh database (PGlite, or a
 * new database on the DATABASE_URL server), then asks GET /api/admin/analytics (the whole report:
 * funnel, days, areas, payments, look-ups, pages, devices) once to warm up and ten more times,
 * and prints the timings. Exit code 1 when the median answer takes longer than 200 ms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAppProcess, stopAppProcess, waitForOutput } from './support/app-process.js';
import { createTestDatabase } from './support/test-database.js';

const TARGET_MS = 200;
const RUNS = 10;
const events = Number(process.argv[process.argv.indexOf('--events') + 1] ?? '') || 10_000;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0';
const BOOTHS = ['AK-01', 'AK-02', 'AK-03', 'RS-01', 'RS-02', 'BK-01', 'SO-01'];
const PAGES = ['/', '/vendor-registration', '/vendor-status', '/booth-self-selection', '/agb'];

interface Event {
  eventType: string;
  eventName?: string;
  page?: string;
  data?: Record<string, unknown>;
}

/** One visitor's events: a page view, then with some luck the registration funnel and more. */
function session(i: number): Event[] {
  const list: Event[] = [{ eventType: 'page_view', page: PAGES[i % PAGES.length] }];
  if (i % 3 === 0) {
    list.push({ eventType: 'status_lookup', eventName: i % 2 ? 'with_code' : 'without_code' });
    return list;
  }
  list.push({ eventType: 'registration_started', page: '/vendor-registration' });
  const self = i % 2 === 0;
  list.push({
    eventType: 'registration_step',
    data: { step: self ? 'booth_assignment_self' : 'booth_assignment_admin' },
  });
  if (self && i % 5 !== 0) {
    const boothNumber = BOOTHS[i % BOOTHS.length];
    list.push({ eventType: 'registration_step', data: { step: 'booth_selected', boothNumber } });
    list.push({ eventType: 'booth_selected', data: { boothNumber, weight: [10, 1, 0][i % 3] } });
    list.push({ eventType: 'payment_started', page: '/payment', data: { method: 'sumup' } });
  }
  list.push(
    i % 4 === 0
      ? { eventType: 'registration_abandoned' }
      : { eventType: 'registration_completed', data: { success: i % 7 !== 0 } },
  );
  return list;
}

function clientAddress(i: number): string {
  return `10.${Math.floor(i / 65536) % 256}.${Math.floor(i / 256) % 256}.${i % 256}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const database = await createTestDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-analytics-bench-')),
  DATABASE_URL: database.url ?? '',
  TRUST_PROXY: 'loopback',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-passwort',
  LOG_LEVEL: 'error',
});
try {
  await waitForOutput(app, 'Standl läuft auf');

  // Sessions until N events; each session its own client address (the per-address limit).
  const queue: Array<{ sessionId: string; client: string; userAgent: string; event: Event }> = [];
  for (let i = 0; queue.length < events; i += 1) {
    for (const event of session(i)) {
      if (queue.length === events) break;
      queue.push({
        sessionId: `bench-${i}`,
        client: clientAddress(i),
        userAgent: i % 10 < 6 ? PHONE : DESKTOP,
        event,
      });
    }
  }
  const storeStarted = performance.now();
  let failed = 0;
  for (let i = 0; i < queue.length; i += 50) {
    const answers = await Promise.all(
      queue.slice(i, i + 50).map(({ sessionId, client, userAgent, event }) =>
        fetch(`${base}/api/analytics/events`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': client,
            'User-Agent': userAgent,
          },
          body: JSON.stringify({ sessionId, page: '/vendor-registration', ...event }),
        }),
      ),
    );
    failed += answers.filter((answer) => answer.status !== 204).length;
  }
  const storeMs = performance.now() - storeStarted;

  const { token } = (await (
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-passwort' }),
    })
  ).json()) as { token: string };
  const ask = () =>
    fetch(`${base}/api/admin/analytics`, { headers: { Authorization: `Bearer ${token}` } });
  const warmStarted = performance.now();
  await (await ask()).text();
  const warmMs = performance.now() - warmStarted;
  const timings: number[] = [];
  let report: {
    funnel: { started: number; completed: number };
    totals: { events: number };
  } | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await ask();
    if (!response.ok) throw new Error(`analytics: ${response.status} ${await response.text()}`);
    report = (await response.json()) as typeof report;
    timings.push(performance.now() - started);
  }

  const database_ = database.url ? 'PostgreSQL' : 'PGlite';
  console.log(`Analytics-Auswertung: ${events} Ereignisse, ${database_} (Node ${process.version})`);
  console.log(
    `gespeichert über die API in ${(storeMs / 1000).toFixed(1)} s` +
      (failed ? `, ${failed} Anfragen abgelehnt` : ''),
  );
  console.log(
    `Auswertung: ${report!.totals.events} Ereignisse, Trichter ${report!.funnel.started} begonnen → ${report!.funnel.completed} abgeschlossen`,
  );
  console.log(`erste Anfrage (kalt): ${warmMs.toFixed(0)} ms`);
  console.log(
    `GET /api/admin/analytics (${RUNS}×): ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );
  const typical = median(timings);
  console.log(
    `Median ${typical.toFixed(0)} ms, schnellste ${Math.min(...timings).toFixed(0)} ms, langsamste ${Math.max(...timings).toFixed(0)} ms`,
  );
  console.log(
    typical <= TARGET_MS
      ? `Ziel erreicht: Median ${typical.toFixed(0)} ms ≤ ${TARGET_MS} ms`
      : `Ziel verfehlt: Median ${typical.toFixed(0)} ms > ${TARGET_MS} ms`,
  );
  process.exitCode =
    typical <= TARGET_MS && failed === 0 && report!.totals.events === events ? 0 : 1;
} finally {
  await stopAppProcess(app);
  await database.drop();
}
