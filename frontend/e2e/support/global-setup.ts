import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from '../../../backend/scripts/support/app-process';
import { createTestDatabase } from '../../../backend/scripts/support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR: without SMTP its mails are filed under `mail/` as .eml files. */
    dataDir: string;
  }
}

/**
 * Starts the built app as `npm start` does (API and frontend on one URL) on a fresh database:
 * PGlite in a temporary DATA_DIR, or a new database on the DATABASE_URL server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const index = join(import.meta.dirname, '..', '..', 'dist', 'index.html');
  if (!existsSync(index)) throw new Error(`${index} fehlt: zuerst \`npm run build\` ausführen`);
  const database = await createTestDatabase();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'standl-e2e-'));
  const app = startAppProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-passwort',
  });
  await waitForOutput(app, 'Standl läuft auf');
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  return async () => {
    await stopAppProcess(app);
    await database.drop();
  };
}
