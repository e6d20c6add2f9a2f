import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MAIN_JS = join(ROOT, 'backend', 'dist', 'src', 'main.js');
const INDEX_HTML = join(ROOT, 'frontend', 'dist', 'index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the app as `npm start` does (one URL for API and frontend) on a fresh database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [MAIN_JS, INDEX_HTML]) {
    if (!existsSync(file)) throw new Error(`${file} fehlt: zuerst \`npm run build\` ausführen`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN_JS], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-e2e-')),
      DATABASE_URL: process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : '',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-passwort',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Standl läuft auf')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`App beendet mit ${code}: ${output}`)));
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

/** With DATABASE_URL the browser tests get their own database on that server. */
async function createDatabase(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `standl_e2e_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
