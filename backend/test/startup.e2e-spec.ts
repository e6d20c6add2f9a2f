import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from '../scripts/support/app-process.js';

const READY = 'Standl läuft auf';

describe('starting the app (npm start)', () => {
  it.each([
    [
      { PORT: 'abc' },
      /^Ungültige Konfiguration: PORT muss eine ganze Zahl zwischen 1 und 65535 sein \(ist "abc"\)$/,
    ],
    [
      { DATABASE_URL: 'mysql://localhost/standl' },
      /^Ungültige Konfiguration: DATABASE_URL muss eine PostgreSQL-Adresse sein/,
    ],
    [
      { DATABASE_URL: 'postgres://standl:geheim@127.0.0.1:1/standl' },
      /^Datenbank nicht erreichbar \(DATABASE_URL: postgres:\/\/standl:\*\*\*@127\.0\.0\.1:1\/standl\)/,
    ],
    [
      { ADMIN_PASSWORD: '123' },
      /^Ungültige Konfiguration: ADMIN_PASSWORD muss mindestens 6 Zeichen lang sein$/,
    ],
  ])('stops with exit code 1 and one line naming the setting for %o', async (env, message) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'standl-start-'));
    const app = startAppProcess({ DATA_DIR: dataDir, PORT: String(await freePort()), ...env });

    const code = await app.exited;

    expect(code).toBe(1);
    const lines = app.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(lines[0]).not.toContain('geheim');
  });

  it('runs on PGlite in DATA_DIR with no database server, and keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'standl-data-'));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' };

    const first = startAppProcess(env);
    await waitForOutput(first, READY);
    const areas = (await (await fetch(`http://127.0.0.1:${port}/api/booth-areas`)).json()) as {
      code: string;
    }[];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    await stopAppProcess(first);

    expect(health.status).toBe(200);
    expect(areas.map((a) => a.code)).toEqual(['AK', 'RS', 'BK', 'SO']);
    expect(first.stdout()).toMatch(
      /Administrator angelegt: Benutzername "admin", Passwort "[\w-]{16}"/,
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');

    const second = startAppProcess(env);
    await waitForOutput(second, READY);
    const areasAgain = await (await fetch(`http://127.0.0.1:${port}/api/booth-areas`)).json();
    await stopAppProcess(second);

    expect(areasAgain).toEqual(areas);
    expect(second.stdout()).not.toContain('Administrator angelegt');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
  });
});
