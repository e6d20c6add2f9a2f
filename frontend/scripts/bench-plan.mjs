/**
 * How fast the vendors' plan draws on a phone (issue 32: 300 stalls in ≤ 100 ms at 4× CPU
 * slowdown). Builds bench/plan-bench.html (the real StallPlanView, production React) with Vite,
 * serves it, and opens it in the system Chromium as a 390 × 844 phone with the CPU slowed down
 * 4× (DevTools' Emulation.setCPUThrottlingRate). Each run loads the page afresh, then mounts the
 * plan and reads the time from the start of the mount to the frame after React's commit. Prints
 * every run and the median; fails above the budget. An empty element mounted the same way, run by run in
 * between, tells what the measurement costs by itself. The machine's load average is printed
 * too: on a machine whose cores are busy with other work every figure grows.
 *
 *   npm run bench:plan            (RUNS=9 for more runs, CHROMIUM_PATH for another browser)
 */
/* global window, document -- the callbacks of page.evaluate run in the browser */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.RUNS ?? 7);
const PHONE = { width: 390, height: 844 };

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildPage(outDir) {
  await build({
    configFile: false,
    root: join(FRONTEND, 'bench'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rollupOptions: { input: 'plan-bench.html' } },
  });
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path === '/' ? 'plan-bench.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const outDir = mkdtempSync(join(tmpdir(), 'standl-plan-bench-'));
let browser;
let server;
try {
  await buildPage(outDir);
  server = await serve(outDir);
  const url = `http://127.0.0.1:${server.address().port}/plan-bench.html`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'de-AT',
  });
  /** One run: a fresh page, the mount, the time to the frame after its commit. */
  async function measure(query) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${query}`);
    await page.waitForFunction(() => typeof window.startPlanBench === 'function');
    // A quiet moment after loading, as when a vendor opens the plan on a loaded page.
    await page.waitForTimeout(300);
    await page.evaluate(() => window.startPlanBench());
    const result = await page.waitForFunction(() => window.__planBench, undefined, {
      timeout: 30_000,
    });
    const measured = await result.jsonValue();
    // Each stall is one subpath ('M…Z') of its state colour's path.
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('.fp-stalls path')].reduce(
        (count, path) => count + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
        0,
      ),
    );
    if (drawn !== measured.stalls) {
      throw new Error(`${drawn} von ${measured.stalls} Standplätzen gezeichnet`);
    }
    await page.close();
    return measured;
  }

  const times = [];
  const commits = [];
  const requested = [];
  const empties = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const plan = await measure('');
    const empty = await measure('?leer');
    times.push(plan.ms);
    commits.push(plan.commitMs);
    requested.push(plan.requestedMs);
    empties.push(empty.ms);
    console.log(
      `Lauf ${run}: ${plan.ms.toFixed(1)} ms für ${plan.stalls} Standplätze (Commit nach ${plan.commitMs.toFixed(1)} ms; ab dem Auslösen ${plan.requestedMs.toFixed(1)} ms; leeres Element ${empty.ms.toFixed(1)} ms)`,
    );
  }
  const result = median(times);
  console.log(
    `Lastmittel ${loadavg()[0].toFixed(1)} auf ${cpus().length} Kernen. Mediane: Commit nach ${median(commits).toFixed(1)} ms, ab dem Auslösen ${median(requested).toFixed(1)} ms, leeres Element ${median(empties).toFixed(1)} ms`,
  );
  console.log(
    `Lageplan mit 300 Standplätzen, Handy ${PHONE.width}×${PHONE.height}, CPU ${CPU_SLOWDOWN}× langsamer: Median ${result.toFixed(1)} ms (Ziel ≤ ${BUDGET_MS} ms)`,
  );
  if (result > BUDGET_MS) process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
