import { jest } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AppProcess,
  freePort,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from '../scripts/support/app-process.js';
import { createTestDatabase } from '../scripts/support/test-database.js';

// The operator's log (docs/decisions.md 382): one JSON line per API request, secrets redacted,
// written by the built app as `npm start` runs it. Always on a server database, as the other
// tests of the app as its own process.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: AppProcess;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase(serverUrl);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = startAppProcess({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-log-')),
    DATABASE_URL: database.url!,
    LOG_LEVEL: 'info',
  });
  await waitForOutput(app, 'Standl läuft auf');
});
afterAll(async () => {
  if (app) await stopAppProcess(app);
  await database?.drop();
});

interface RequestLine {
  level: number;
  req: { method: string; url: string; headers: Record<string, string> };
  res: { statusCode: number };
}

function requestLines(): RequestLine[] {
  return app
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Partial<RequestLine>)
    .filter((line): line is RequestLine => line.req !== undefined);
}

it('logs each API request with its full path and status, and redacts the cookie', async () => {
  await fetch(`${base}/api/health`);
  await fetch(`${base}/api/vendors/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'standl_vendor=geheim' },
    body: JSON.stringify({ accessCode: 'ABCDEFGHJK' }),
  });
  await fetch(`${base}/`);

  // The lines reach this process through a pipe, a moment after the answers.
  for (let waited = 0; requestLines().length < 2 && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const lines = requestLines();
  expect(lines.map(({ req, res }) => [req.method, req.url, res.statusCode])).toEqual([
    ['GET', '/api/health', 200],
    ['POST', '/api/vendors/status', 404],
  ]);
  // A refused request is a warning; the session cookie never reaches the log.
  expect(lines[1]!.level).toBe(40);
  expect(lines[1]!.req.headers.cookie).toBe('[Redacted]');
  expect(app.stdout()).not.toContain('geheim');
});
