import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminToken, openAdminDashboard, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, settled, VIEWPORTS } from './support/browser';

interface AdminArea {
  booths: {
    id: number;
    number: string;
    status: string;
    vendorId: string | null;
    isBeingProcessed: boolean;
  }[];
}

interface AdminVendor {
  id: string;
  status: string;
}

interface ScanList {
  vendors: { vendorId: string; scanCode: string | null; boothNumber: string }[];
}

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** The organiser's phone (the narrowest common width) and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7)}`;
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title }).first();
}

/** An open dialog as the user sees it: the viewport only (a full-page shot tears the modal). */
async function dialogShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function booths() {
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  return areas.flatMap((area) => area.booths);
}

/** A registered vendor with a stall assigned by the organiser ('Bestätigt'). */
async function confirmedVendor(name: string) {
  const vendor = await registerVendor(baseUrl, { name });
  const booth = (await booths()).find(
    (item) => item.status === 'available' && !item.isBeingProcessed,
  );
  if (!booth) throw new Error('Kein freier Standplatz');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  return { ...vendor, boothNumber: booth.number };
}

/** Pages of a PDF, counted from its page objects (pdfmake writes them uncompressed). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

describe.each(Object.entries(WIDTHS))('Admin set-up day buttons on %s', (name, viewport) => {
  it('generates codes, previews and prints the stall sheets, marks a vendor set up', async () => {
    const vendorName = unique(`Glühwein Egger ${name}`);
    const vendor = await confirmedVendor(vendorName);
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    const actions = page.getByRole('group', { name: 'Aufbautag' });
    await actions.getByRole('button', { name: 'Standplätze drucken' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, `admin-print-buttons-${name}`);

    // Scan codes: every vendor with a stall gets a 4-digit code.
    await actions.getByRole('button', { name: 'Scan-Codes generieren' }).click();
    await toast(page, 'Scan-Codes generiert').waitFor();
    const scanList = await adminApi<ScanList>(baseUrl, 'GET', '/api/admin/scan-list');
    const listed = scanList.vendors.find((item) => item.vendorId === vendor.vendorId);
    expect(listed?.scanCode).toMatch(/^\d{4}$/);
    expect(listed?.boothNumber).toBe(vendor.boothNumber);

    // Print dialog: the PDF arrives with the admin token, one page per stall.
    const all = await booths();
    const sheets = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/booth-sheets',
    );
    await actions.getByRole('button', { name: 'Standplätze drucken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Standplätze drucken' });
    const response = await sheets;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    // The same PDF as the organiser's browser got (Playwright keeps no body of a fetched blob).
    const download = await fetch(`${baseUrl}/api/admin/booth-sheets`, {
      headers: { Authorization: `Bearer ${await adminToken(baseUrl)}` },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(all.length);
    // Other browser tests assign stalls on the same server meanwhile: the counts must add up.
    const summary = dialog.getByText(/^\d+ Standplätze: \d+ vergeben, \d+ frei$/);
    await summary.waitFor();
    const [total, given, free] = ((await summary.innerText()).match(/\d+/g) ?? []).map(Number);
    expect(total).toBe(all.length);
    expect(given + free).toBe(total);
    expect(given).toBeGreaterThanOrEqual(1); // at least this test's vendor
    const preview = dialog.getByRole('list', { name: 'Vorschau der Standblätter' });
    await preview.waitFor();
    expect(await preview.getByTestId('sheet-preview').count()).toBe(all.length);
    const sheet = preview.getByRole('group', { name: `Standblatt ${vendor.boothNumber}` });
    expect(await sheet.innerText()).toContain(vendorName);
    expect(await sheet.getByTestId('sheet-scan-code').innerText()).toBe(listed!.scanCode);
    await dialog.getByRole('button', { name: 'PDF öffnen' }).waitFor();
    await dialogShot(page, `admin-print-dialog-${name}`);

    // 'Standblätter drucken' opens a window with the PDF (print() follows after 2 s).
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Standblätter drucken' }).click();
    const printWindow = await popup;
    await printWindow.waitForURL(/^blob:/);
    // The PDF viewer before print() (headless Chromium draws no print preview).
    await page.waitForTimeout(1_000);
    await printWindow.screenshot({ path: join(SCREENSHOTS, `admin-print-window-${name}.png`) });
    await page.waitForTimeout(1_500);
    await printWindow.close();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);

    // With pop-ups blocked the dialog says so.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await dialog.getByRole('button', { name: 'Standblätter drucken' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Bitte erlauben Sie Pop-ups für diese Seite' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Simple scanner: the access code (as printed, with the hyphen) marks the vendor set up.
    await page.getByLabel('Händler suchen').fill(vendorName);
    const row = page.getByTestId('vendor-row').filter({ hasText: vendorName });
    await row.getByText('Bestätigt', { exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Einfacher Scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'Einfacher Scanner' });
    await scanner.getByRole('button', { name: 'Aufgebaut markieren' }).click();
    await scanner.getByText('Eingabe erforderlich: Bitte geben Sie einen Code ein').waitFor();
    await scanner.getByLabel('Zugangscode oder Händler-ID').fill('ZZZZZ-99999');
    await scanner.getByRole('button', { name: 'Aufgebaut markieren' }).click();
    await toast(page, 'Code nicht gefunden').waitFor();
    const accessCode = `${vendor.accessCode.slice(0, 5)}-${vendor.accessCode.slice(5)}`;
    await scanner.getByLabel('Zugangscode oder Händler-ID').fill(accessCode);
    await dialogShot(page, `admin-print-scanner-${name}`);
    await scanner.getByRole('button', { name: 'Aufgebaut markieren' }).click();
    await toast(page, vendorName).waitFor();
    await dialogShot(page, `admin-print-scanner-done-${name}`);
    await scanner.getByRole('button', { name: 'Schließen' }).click();
    await scanner.waitFor({ state: 'detached' });
    await row.getByText('Aufgebaut', { exact: true }).waitFor();
    const vendors = await adminApi<AdminVendor[]>(baseUrl, 'GET', '/api/admin/vendors');
    expect(vendors.find((item) => item.id === vendor.vendorId)?.status).toBe('aufgebaut');
    await settled(page, `admin-print-set-up-${name}`);
    await page.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('Admin print choices on %s', (name, viewport) => {
  it('prints only assigned or selected stalls, and the emergency list in its own window', async () => {
    const vendorName = unique(`Lebkuchen Auswahl ${name}`);
    const vendor = await confirmedVendor(vendorName);
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    const actions = page.getByRole('group', { name: 'Aufbautag' });
    await actions.getByRole('button', { name: 'Standplätze drucken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Standplätze drucken' });
    const summary = dialog.getByTestId('print-summary');
    await summary.getByText(/vergeben/).waitFor();

    const assignedSheets = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/booth-sheets?scope=assigned'),
    );
    await dialog.getByRole('radio', { name: 'Nur vergebene' }).check();
    expect((await assignedSheets).status()).toBe(200);
    await summary.getByText(/^\d+ Standpl(atz|ätze): \d+ vergeben, 0 frei$/).waitFor();
    const preview = dialog.getByRole('list', { name: 'Vorschau der Standblätter' });
    expect(await preview.getByText('FREI').count()).toBe(0);
    await preview.getByRole('group', { name: `Standblatt ${vendor.boothNumber}` }).waitFor();

    await dialog.getByRole('radio', { name: 'Ausgewählte' }).check();
    await summary.getByText('Bitte wählen Sie mindestens einen Standplatz aus.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Standblätter drucken' }).isDisabled()).toBe(
      true,
    );
    await dialog.getByRole('combobox', { name: 'Standplätze auswählen' }).fill(vendorName);
    await page.getByRole('option', { name: `${vendor.boothNumber} · ${vendorName}` }).click();
    await page.keyboard.press('Escape');
    await summary.getByText('1 Standplatz: 1 vergeben, 0 frei').waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'PDF öffnen' }).isEnabled())
      .toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await dialogShot(page, `admin-print-selected-${name}`);

    const list = page.waitForResponse((response) =>
      response.url().includes('/api/admin/emergency-list?'),
    );
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Notfall-Liste drucken' }).click();
    const listResponse = await list;
    expect(listResponse.status()).toBe(200);
    expect(new URL(listResponse.url()).searchParams.get('booths')).toBe(vendor.boothNumber);
    expect(listResponse.headers()['content-type']).toContain('application/pdf');
    const listWindow = await popup;
    await listWindow.waitForURL(/^blob:/);
    await page.waitForTimeout(1_000);
    await listWindow.screenshot({
      path: join(SCREENSHOTS, `admin-print-emergency-list-${name}.png`),
    });
    await page.waitForTimeout(1_500);
    await listWindow.close();
    await page.close();
  });
});
