import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  SCRIPTS_DIR,
  startAppProcess,
  startNodeProcess,
  stopAppProcess,
  waitForOutput,
  type AppProcess,
} from './app-process.js';

export interface RunningServer {
  kind: 'app' | 'bare';
  base: string;
  pid: number;
  /** From the process's start until it said it listens (a restart's cold start). */
  startMs: number;
  stop(): Promise<void>;
}

export interface BenchServer {
  kind: 'app' | 'bare';
  start(): Promise<RunningServer>;
}

/**
 * The two servers a benchmark compares on one database: the built app and the bare reference
 * server (scripts/bare-reference-server.ts). On PGlite only one may hold the data directory at
 * a time, so a benchmark runs them one after the other.
 */
export function benchServers(options: {
  databaseUrl?: string;
  dataDir: string;
}): Record<'app' | 'bare', BenchServer> {
  const run = async (
    kind: 'app' | 'bare',
    start: (port: number) => AppProcess,
    ready: string,
  ): Promise<RunningServer> => {
    const port = await freePort();
    const started = performance.now();
    const child = start(port);
    await waitForOutput(child, ready, 120_000, 10);
    return {
      kind,
      base: `http://127.0.0.1:${port}`,
      pid: child.child.pid!,
      startMs: performance.now() - started,
      stop: () => stopAppProcess(child),
    };
  };
  return {
    app: {
      kind: 'app',
      start: () =>
        run(
          'app',
          (port) =>
            startAppProcess({
              PORT: String(port),
              DATA_DIR: options.dataDir,
              DATABASE_URL: options.databaseUrl ?? '',
              TRUST_PROXY: 'loopback',
              LOG_LEVEL: 'error',
            }),
          'Standl läuft auf',
        ),
    },
    bare: {
      kind: 'bare',
      start: () =>
        run(
          'bare',
          (port) =>
            startNodeProcess(join(SCRIPTS_DIR, 'bare-reference-server.js'), {
              PORT: String(port),
              DATABASE_URL: options.databaseUrl ?? '',
              PGLITE_DIR: options.databaseUrl ? '' : join(options.dataDir, 'pglite'),
            }),
          'Referenzserver läuft',
        ),
    },
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The process's resident memory (RSS) in MB. */
export function processRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Samples the process's RSS every 20 ms until `stop()`, which answers the highest seen. */
export function rssPeak(pid: number): { stop(): number } {
  let peak = processRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, processRssMb(pid))), 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, processRssMb(pid));
    },
  };
}

/** CPU time (user and system) a process has used so far, from /proc (Linux). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until the process has been idle (under 5 % of a core) for a second, at most `maxMs`:
 * work left over from earlier steps (event reactions, mails) then does not run inside the next
 * measurement.
 */
export async function settled(pid: number, maxMs = 120_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  let cpu = processCpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = processCpuMs(pid);
    if (now - cpu > 12.5) quietSince = Date.now();
    else if (Date.now() - quietSince >= 1000) return;
    cpu = now;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
