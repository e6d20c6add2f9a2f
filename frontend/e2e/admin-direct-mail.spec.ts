import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  freePort,
  startAppProcess,
  stopAppProcess,
  waitForOutput,
} from '../../backend/scripts/support/app-process';
import { createTestDatabase } from '../../backend/scripts/support/test-database';
import { TestSmtpServer } from '../../backend/test/support/smtp';
import { E2E_ADMIN, openAdminDashboard, registerVendor } from './support/admin';
import { dialogShot, launchBrowser, VIEWPORTS } from './support/browser';

// This file's own app, sending through a real SMTP server in this process (the shared browser
// app has no SMTP and only files its mail).
const smtp = new TestSmtpServer();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: AppProcess;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  await smtp.start();
  database = await createTestDatabase();
  const port = await freePort();
  app = startAppProcess({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-e2e-mail-')),
    DATABASE_URL: database.url ?? '',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: smtp.url,
  });
  await waitForOutput(app, 'Standl läuft auf');
  baseUrl = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (app) await stopAppProcess(app);
  await database?.drop();
  await smtp.stop();
});

describe.each(Object.entries(VIEWPORTS))(
  "'E-Mail senden' in the vendor dialog (%s)",
  (label, viewport) => {
    it('mails the vendor through the outbox and the dialog shows the badge', async () => {
      const name = `Glasbläserei Direkt ${label} ${Date.now()}`;
      const email = `direkt-${label}-${Date.now()}@example.at`;
      await registerVendor(baseUrl, { name, email });
      const page = await openAdminDashboard(browser, baseUrl, viewport);
      await page.getByLabel('Händler suchen').fill(name);
      const row = page.getByTestId('vendor-row').filter({ hasText: name });
      await row.getByRole('button', { name: /Details/ }).click();
      const detail = page.getByRole('dialog', { name });
      const badges = detail.getByRole('list', { name: 'E-Mail-Status' });
      await badges.getByText('Registrierung').waitFor();
      expect(await badges.getByText('Einzel-E-Mail').count()).toBe(0);

      await detail.getByRole('button', { name: 'E-Mail senden' }).click();
      const mail = page.getByRole('dialog', { name: `E-Mail an ${name}` });
      await mail.getByText(`An: ${name} <${email}>`).waitFor();
      await mail.getByLabel('Betreff').fill('Ihr Stromanschluss');
      await mail.getByLabel(/^Inhalt/).fill('Guten Tag {name},\n\nder Anschluss ist vorbereitet.');
      await dialogShot(page, `admin-direct-mail-${label}`);
      await mail.getByRole('button', { name: 'E-Mail senden' }).click();
      await mail.getByText(/1 von 1 gesendet – fertig/).waitFor({ timeout: 20_000 });

      // The registration mail came first; the direct mail arrives once.
      const received = smtp
        .to(email)
        .filter((message) => message.parsed.subject === 'Ihr Stromanschluss');
      expect(received).toHaveLength(1);
      expect(received[0]!.parsed.text).toContain(`Guten Tag ${name},`);
      expect(received[0]!.parsed.text).toContain('der Anschluss ist vorbereitet.');

      await mail.getByRole('button', { name: 'Schließen' }).click();
      await mail.waitFor({ state: 'detached' });
      await badges.getByText('Einzel-E-Mail').waitFor();
      await dialogShot(page, `admin-direct-mail-badge-${label}`);
      await page.close();
    });
  },
);
