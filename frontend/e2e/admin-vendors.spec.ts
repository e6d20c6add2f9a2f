import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

interface AdminVendor {
  id: string;
  name: string;
  email: string;
  accessCode: string;
  status: string;
  source: string;
  boothId: number | null;
  isBlocked: boolean;
  blockedReason: string | null;
  unreadMessages: number;
}

interface AdminArea {
  booths: { id: number; number: string; status: string; isBeingProcessed: boolean }[];
}

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7)}`;
}

async function vendors(): Promise<AdminVendor[]> {
  return adminApi<AdminVendor[]>(baseUrl, 'GET', '/api/admin/vendors');
}

async function vendorById(id: string): Promise<AdminVendor | undefined> {
  return (await vendors()).find((vendor) => vendor.id === id);
}

async function freeBooth(): Promise<{ id: number; number: string }> {
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  return booth;
}

/** The vendor writes to the organiser (status look-up sets the vendor session cookie). */
async function sendVendorMessage(accessCode: string, vendorId: string, message: string) {
  const status = await fetch(`${baseUrl}/api/vendors/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessCode }),
  });
  const cookie = (status.headers.get('set-cookie') ?? '').split(';')[0]!;
  const sent = await fetch(`${baseUrl}/api/vendors/${vendorId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ message }),
  });
  expect(sent.status).toBe(201);
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

function vendorRow(page: Page, name: string): Locator {
  return page.getByTestId('vendor-row').filter({ hasText: name });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Händler suchen').fill(text);
}

/** Lets transitions (dialogs, toasts) finish before a screenshot of the whole page. */
async function settled(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** An open dialog as the user sees it: the viewport only (a full-page shot tears the modal). */
async function dialogShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function waitForVendor(id: string, check: (vendor: AdminVendor | undefined) => boolean) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (check(await vendorById(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Händler ${id} hat den erwarteten Zustand nicht erreicht`);
}

describe.each(Object.entries(VIEWPORTS))('Admin vendors tab on %s', (name, viewport) => {
  it('finds a vendor by part of the access code, shows the message and assigns a stall', async () => {
    const vendorName = unique(`Lebkuchen Wagner ${name}`);
    const vendor = await registerVendor(baseUrl, { name: vendorName });
    await sendVendorMessage(vendor.accessCode, vendor.vendorId, 'Brauche einen Stromanschluss.');
    const page = await openAdminDashboard(browser, baseUrl, viewport);

    const code = vendor.accessCode;
    await search(page, `${code.slice(2, 5)}-${code.slice(5, 8)}`.toLowerCase());
    await page.getByText(/^1 von \d+ Händlern gefunden$/).waitFor();
    const row = vendorRow(page, vendorName);
    expect(await row.getByText('Wartend').isVisible()).toBe(true);
    expect(await row.getByLabel('1 ungelesene Nachricht').isVisible()).toBe(true);
    await settled(page, `admin-vendors-list-${name}`);

    await row.getByRole('button', { name: /Details/ }).click();
    const detail = page.getByRole('dialog', { name: vendorName });
    await detail.getByText('Brauche einen Stromanschluss.').waitFor();
    expect(await detail.getByTestId('access-code').innerText()).toBe(
      `${code.slice(0, 5)}-${code.slice(5)}`,
    );
    await waitForVendor(vendor.vendorId, (current) => current?.unreadMessages === 0);

    // Desktop assigns from the detail dialog, the phone from the list's 'Zuweisen'.
    if (name === 'desktop') {
      await detail.getByRole('button', { name: 'Zuweisen' }).click();
    } else {
      await detail.getByRole('button', { name: 'Schließen' }).click();
      await detail.waitFor({ state: 'detached' });
      expect(await row.getByLabel(/ungelesene Nachricht/).count()).toBe(0);
      await row.getByRole('button', { name: /Zuweisen/ }).click();
    }
    const booth = await freeBooth();
    const assign = page.getByRole('dialog', { name: /Standplatz zuweisen/ });
    await assign
      .getByRole('button', { name: `Standplatz ${booth.number}, frei`, exact: true })
      .click();
    await assign.getByText(`Ausgewählt: ${booth.number}`).waitFor();
    await dialogShot(page, `admin-vendors-assign-${name}`);
    await assign.getByRole('button', { name: 'Zuweisen', exact: true }).click();
    await toast(page, 'Standplatz zugewiesen').waitFor();
    await assign.waitFor({ state: 'detached' });

    const assigned = await vendorById(vendor.vendorId);
    expect(assigned?.status).toBe('confirmed');
    expect(assigned?.boothId).toBe(booth.id);

    if (name === 'desktop') {
      await detail.getByTestId('detail-booth').filter({ hasText: booth.number }).waitFor();
    } else {
      await row.getByText('Bestätigt').waitFor();
      await row.getByRole('button', { name: /Details/ }).click();
    }
    const entry = detail
      .getByTestId('history-entry')
      .filter({ hasText: 'Standplatz zugewiesen und bestätigt' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(booth.number);
    expect(await detail.getByText('Bestätigt').first().isVisible()).toBe(true);
    await dialogShot(page, `admin-vendors-detail-${name}`);

    await detail.getByRole('button', { name: 'Schließen' }).click();
    await detail.waitFor({ state: 'detached' });
    await row.getByText('Bestätigt').waitFor();
    expect(await row.getByText(booth.number).isVisible()).toBe(true);
    // The badge shows what was really sent: the confirmation leaves within a second or two.
    await expect
      .poll(
        async () => {
          if (await row.getByText('Bestätigung').isVisible()) return true;
          await page.reload();
          await row.waitFor();
          return false;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await page.close();
  });

  it('blocks a vendor with a reason and unblocks after confirmation', async () => {
    const vendorName = unique(`Glühwein Hofer ${name}`);
    const vendor = await registerVendor(baseUrl, { name: vendorName });
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await search(page, vendorName);
    const row = vendorRow(page, vendorName);

    await row.getByRole('button', { name: /Details/ }).click();
    const detail = page.getByRole('dialog', { name: vendorName });
    await detail.getByRole('button', { name: 'Sperren', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Händler sperren', exact: true });
    await prompt.getByRole('button', { name: 'Sperren' }).click();
    await prompt.getByText('Bitte geben Sie einen Grund für die Sperre ein').waitFor();
    await prompt.getByLabel('Grund der Sperre').fill('  Zahlung ausständig  ');
    await prompt.getByRole('button', { name: 'Sperren' }).click();
    await toast(page, 'Händler gesperrt').waitFor();
    await detail.getByText(/Gesperrt seit .*: Zahlung ausständig/).waitFor();

    const blocked = await vendorById(vendor.vendorId);
    expect(blocked?.isBlocked).toBe(true);
    expect(blocked?.blockedReason).toBe('Zahlung ausständig');

    await detail.getByRole('button', { name: 'Schließen' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(await row.getByTestId('blocked-chip').innerText()).toBe('Gesperrt');
    await row.getByRole('button', { name: /Entsperren/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Sperre aufheben?' });
    await confirm.getByRole('button', { name: 'Entsperren' }).click();
    await toast(page, 'Händler entsperrt').waitFor();
    await row.getByRole('button', { name: /Sperren/ }).waitFor();
    expect((await vendorById(vendor.vendorId))?.isBlocked).toBe(false);
    await page.close();
  });

  it('adds a vendor registered by phone and shows the access code', async () => {
    const vendorName = unique(`Krippen Moser ${name}`);
    const email = `e2e-phone-${Date.now()}-${name}@example.at`;
    const page = await openAdminDashboard(browser, baseUrl, viewport);

    await page.getByRole('button', { name: 'Händler hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Händler hinzufügen' });
    await dialog.getByRole('button', { name: 'Händler anlegen' }).click();
    await dialog.getByText('Name muss mindestens 2 Zeichen lang sein').waitFor();
    expect(await dialog.getByText('Ungültige E-Mail-Adresse').isVisible()).toBe(true);
    await dialogShot(page, `admin-vendors-add-errors-${name}`);

    await dialog.getByLabel('Name / Firma').fill(vendorName);
    await dialog.getByRole('textbox', { name: /^E-Mail/ }).fill(email);
    await dialog.getByLabel('Telefon').fill('+43 664 1112233');
    await dialog.getByLabel('Beschreibung des Warenangebots').fill('Geschnitzte Krippenfiguren');
    await dialog.getByRole('button', { name: 'Händler anlegen' }).click();

    const created = toast(page, 'Händler erfolgreich angelegt');
    await created.waitFor();
    const shown = await page
      .getByRole('dialog', { name: 'Händler angelegt' })
      .getByTestId('access-code')
      .innerText();
    expect(shown).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await created.innerText()).toContain(`Zugangscode: ${shown}`);
    await dialogShot(page, `admin-vendors-added-${name}`);

    const stored = (await vendors()).find((vendor) => vendor.email === email);
    expect(stored?.accessCode).toBe(shown.replace('-', ''));
    expect(stored?.source).toBe('admin');
    expect(stored?.status).toBe('pending');

    await page.getByRole('button', { name: 'Fertig' }).click();
    await search(page, vendorName);
    await vendorRow(page, vendorName).waitFor();
    await page.close();
  });

  it('marks a confirmed vendor as set up from the list and deletes a vendor', async () => {
    const vendorName = unique(`Holzspielzeug Berger ${name}`);
    const vendor = await registerVendor(baseUrl, { name: vendorName });
    const booth = await freeBooth();
    await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
      boothId: booth.id,
    });
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await search(page, vendorName);
    const row = vendorRow(page, vendorName);

    await row.getByRole('button', { name: /Aufgebaut/ }).click();
    await page
      .getByRole('dialog', { name: 'Als aufgebaut markieren?' })
      .getByRole('button', { name: 'Als aufgebaut markieren' })
      .click();
    await toast(page, 'Als aufgebaut markiert').waitFor();
    await row.getByText('Aufgebaut', { exact: true }).waitFor();
    expect((await vendorById(vendor.vendorId))?.status).toBe('aufgebaut');

    await row.getByRole('button', { name: /Details/ }).click();
    const detail = page.getByRole('dialog', { name: vendorName });
    await detail.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Händler löschen?' });
    expect(await confirm.innerText()).toContain('Dies kann nicht rückgängig gemacht werden');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await toast(page, 'Händler gelöscht').waitFor();
    await detail.waitFor({ state: 'detached' });
    await page.getByText(/^0 von \d+ Händlern gefunden$/).waitFor();
    expect(await vendorById(vendor.vendorId)).toBeUndefined();
    const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
    const freed = areas.flatMap((area) => area.booths).find((item) => item.id === booth.id);
    expect(freed?.status).toBe('available');
    await page.close();
  });
});
