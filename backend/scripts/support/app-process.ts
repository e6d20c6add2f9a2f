import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** The backend package folder, found from here whether this runs as source or from dist/. */
function backendRoot(): string {
  let dir = import.meta.dirname;
  while (!isBackendPackage(dir)) {
    if (dirname(dir) === dir) throw new Error('backend/package.json nicht gefunden');
    dir = dirname(dir);
  }
  return dir;
}

function isBackendPackage(dir: string): boolean {
  const file = join(dir, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === '@standl/backend';
}

export const MAIN_JS = join(backendRoot(), 'dist', 'src', 'main.js');
export const SCRIPTS_DIR = join(backendRoot(), 'dist', 'scripts');

export interface AppProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/**
 * Node's options for the app, as `npm start` and the Docker image pass them: a young generation of
 * at most 8 MB per semi-space instead of the 64 MB Node picks on a machine with much memory,
 * which an idle instance keeps committed (docs/decisions.md 380).
 */
export const APP_NODE_OPTIONS = ['--max-semi-space-size=8'];

/** Starts the built app (`npm start` without the build) as its own process. */
export function startAppProcess(env: Record<string, string>): AppProcess {
  return startNodeProcess(MAIN_JS, env, APP_NODE_OPTIONS);
}

/** Starts a built script of the backend (e.g. dist/scripts/…) as its own process. */
export function startNodeProcess(
  script: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): AppProcess {
  if (!existsSync(script)) throw new Error(`${script} fehlt: zuerst \`npm run build\` ausführen`);
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, [...nodeOptions, script], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

export async function waitForOutput(
  app: AppProcess,
  text: string,
  timeoutMs = 60_000,
  pollMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.stdout().includes(text)) {
    if (app.child.exitCode !== null) {
      throw new Error(`App beendet (${app.child.exitCode}): ${app.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung beim Warten auf "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export async function stopAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode === null) app.child.kill('SIGTERM');
  await app.exited;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
