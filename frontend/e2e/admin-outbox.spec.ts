import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, screenshot, settled, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface OutboxPage {
  items: { id: number; recipient: string; state: string; subject: string }[];
}

async function outboxFor(email: string) {
  const page = await adminApi<OutboxPage>(
    baseUrl,
    'GET',
    `/api/admin/outbox?search=${encodeURIComponent(email)}`,
  );
  return page.items;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Zeitüberschreitung');
}

async function openOutbox(page: Page) {
  await page.goto(`${baseUrl}/admin-dashboard?tab=emails&mail=outbox`);
  await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
}

describe.each(Object.entries(VIEWPORTS))('the outbox (%s)', (label, viewport) => {
  it('shows the registration mail as filed (no SMTP here), and a held mail until the organiser sends it', async () => {
    const email = `outbox-${label}-${Date.now()}@example.at`;
    await registerVendor(baseUrl, { email, name: `Outbox ${label}` });
    await until(
      () => outboxFor(email),
      (items) => items.some((item) => item.state === 'filed'),
    );

    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openOutbox(page);
    await page.getByLabel('Suche nach Empfänger oder Betreff').fill(email);
    const row = page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    // Without SMTP_URL nothing left the machine: never 'Gesendet'.
    await expect
      .poll(() => row.textContent())
      .toContain('Abgelegt – kein Versand (SMTP nicht eingerichtet)');
    expect(await row.textContent()).not.toContain('Gesendet');
    await page
      .getByText('SMTP ist nicht eingerichtet: E-Mails verlassen diesen Rechner nicht')
      .waitFor();
    await settled(page, `admin-outbox-filed-${label}`);
    await row.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Textfassung' }).click();
    await expect.poll(() => dialog.locator('pre').textContent()).toContain(`Outbox ${label}`);
    await screenshot(page, `admin-outbox-message-${label}`);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    // Registration mails are held for review from now on.
    const hold = page
      .getByRole('switch', { name: 'Registrierung' })
      .or(page.getByRole('checkbox', { name: 'Registrierung' }))
      .first();
    await hold.click();
    await page.getByRole('alert').filter({ hasText: 'Einstellungen gespeichert' }).waitFor();
    const heldEmail = `held-${label}-${Date.now()}@example.at`;
    await registerVendor(baseUrl, { email: heldEmail, name: `Zurückgehalten ${label}` });
    await until(
      () => outboxFor(heldEmail),
      (items) => items.some((item) => item.state === 'held'),
    );
    await page.getByLabel('Suche nach Empfänger oder Betreff').fill(heldEmail);
    const heldRow = page.getByRole('button', {
      name: new RegExp(heldEmail.replace(/[.]/g, '\\.')),
    });
    await expect.poll(() => heldRow.textContent(), { timeout: 40_000 }).toContain('Zurückgehalten');
    await screenshot(page, `admin-outbox-held-${label}`);
    await heldRow.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Nachricht wird gesendet' }).waitFor();
    const sent = await until(
      () => outboxFor(heldEmail),
      (items) => items.every((item) => item.state === 'filed'),
    );
    expect(sent.length).toBeGreaterThan(0);
    await adminApi(baseUrl, 'PUT', '/api/admin/mail-settings', { registration: false });

    // The vendor's mail badge says the registration mail was only filed.
    await page.goto(`${baseUrl}/admin-dashboard?tab=vendors`);
    await page.getByLabel('Händler suchen').fill(email);
    const vendorRow = page.getByTestId('vendor-row').filter({ hasText: `Outbox ${label}` });
    await vendorRow.getByText('Registrierung (abgelegt)').waitFor();
    await settled(page, `admin-vendor-mail-badge-filed-${label}`);
    await page.close();
  });
});
