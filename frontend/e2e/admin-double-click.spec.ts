import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, settled, signInToDashboard, VIEWPORTS } from './support/browser';

interface AdminArea {
  price: number;
  booths: { id: number; status: string; isBeingProcessed: boolean }[];
}

interface VendorAccount {
  lines: { kind: string; amount: number }[];
}

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A vendor on a free stall costing at least 75 € ('Bestätigt'). */
async function confirmedVendor(name: string) {
  const vendor = await registerVendor(baseUrl, { name });
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .filter((area) => area.price >= 7_500)
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz ab 75 €');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  return vendor;
}

describe.each(Object.entries(VIEWPORTS))('double click in the console (%s)', (label, viewport) => {
  it("books one cash payment for a double click on 'Barzahlung verbuchen'", async () => {
    const name = `Doppelklick ${label} ${Math.random().toString(36).slice(2, 7)}`;
    const vendor = await confirmedVendor(name);
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    const cashPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/cash-payment')) {
        cashPosts.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    if (label === 'phone') {
      await page.getByLabel('Bereich des Dashboards').click();
      await page.getByRole('option', { name: 'Zahlungen' }).click();
    } else {
      await page.getByRole('tab', { name: 'Zahlungen' }).click();
    }
    await page.getByLabel('Zahlungen durchsuchen').fill(name);
    await page.getByRole('button', { name: `Bar kassieren: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Bar kassieren' });
    await dialog.getByLabel('Betrag').fill('75');

    await dialog.getByRole('button', { name: 'Barzahlung verbuchen' }).dblclick();

    await page.getByRole('alert').filter({ hasText: 'Barzahlung verbucht' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await settled(page, `admin-double-click-cash-${label}`);
    expect(cashPosts).toHaveLength(1);
    expect(cashPosts[0]).toMatch(/^[0-9a-f-]{36}$/);
    const account = await adminApi<VendorAccount>(
      baseUrl,
      'GET',
      `/api/admin/vendors/${vendor.vendorId}/payments`,
    );
    expect(account.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['cash_payment', 7_500],
    ]);
    await page.close();

    // What the vendor sees: one +75,00 € line.
    const vendorPage = await browser.newPage({ viewport, locale: 'de-AT' });
    await signInToDashboard(vendorPage, baseUrl, vendor.accessCode);
    await vendorPage.getByRole('tab', { name: 'Zahlung' }).click();
    const lines = vendorPage.getByRole('tabpanel').getByTestId('ledger-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toMatch(/\+75,00\s€/);
    await settled(vendorPage, `admin-double-click-vendor-lines-${label}`);
    await vendorPage.close();
  });
});
