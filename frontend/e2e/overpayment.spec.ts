import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor, openPaymentsTab } from './support/admin';
import {
  horizontalOverflow,
  launchBrowser,
  settled,
  signInToDashboard,
  VIEWPORTS,
  dialogShot,
} from './support/browser';

interface AdminArea {
  price: number;
  booths: { id: number; number: string; status: string; isBeingProcessed: boolean }[];
}

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const euro = (cents: number) =>
  `${new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2 }).format(cents / 100)}\u00a0€`;

/** A vendor the organiser gave a free stall ('Bestätigt'), with its fee. */
async function vendorOnStall(name: string) {
  const vendor = await registerVendor(baseUrl, { name });
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const area = areas.find((item) =>
    item.booths.some((booth) => booth.status === 'available' && !booth.isBeingProcessed),
  );
  const booth = area?.booths.find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!area || !booth) throw new Error('Kein freier Standplatz');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  return { ...vendor, price: area.price };
}

describe.each(Object.entries(VIEWPORTS))('An overpayment on %s', (name, viewport) => {
  const phone = name === 'phone';

  it('is confirmed in the console, booked with 360 € refund due, shown to the vendor and settled', async () => {
    const vendorName = `Zuviel ${name} ${Math.random().toString(36).slice(2, 7)}`;
    const { vendorId, accessCode, price } = await vendorOnStall(vendorName);
    const paidCash = price + 36_000;
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openPaymentsTab(page, phone);
    await page.getByLabel('Zahlungen durchsuchen').fill(vendorName);
    const open = page.getByTestId('open-payment').filter({ hasText: vendorName });
    await open.getByRole('button', { name: /Bar kassieren/ }).click();

    const form = page.getByRole('dialog', { name: 'Bar kassieren' });
    await form.getByLabel('Betrag').fill(String(paidCash / 100));
    await form.getByRole('button', { name: 'Barzahlung verbuchen' }).click();
    const question = page.getByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    await question.waitFor();
    expect(await question.innerText()).toContain(
      `Der Betrag übersteigt den offenen Betrag von ${euro(price)} um 360,00\u00a0€. Der Überschuss wird als Rückerstattung vorgemerkt.`,
    );
    await dialogShot(page, `overpayment-confirm-${name}`);
    await question.getByRole('button', { name: 'Trotzdem verbuchen' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '360,00\u00a0€ zu viel bezahlt: als Rückerstattung vorgemerkt.' })
      .first()
      .waitFor();
    await form.waitFor({ state: 'detached' });

    const paid = page.getByTestId('paid-vendor').filter({ hasText: vendorName });
    expect(await paid.getByTestId('refund-due-badge').innerText()).toBe(
      'Rückerstattung ausstehend: 360,00\u00a0€',
    );
    const refund = page.getByTestId('refund').filter({ hasText: vendorName });
    expect(await refund.innerText()).toContain('Mehr bezahlt als offen: bitte erstatten');
    expect(await refund.innerText()).toContain('Zu erstatten');
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, `overpayment-payments-tab-${name}`);

    const vendorPage = await browser.newPage({ viewport, locale: 'de-AT' });
    await signInToDashboard(vendorPage, baseUrl, accessCode);
    await vendorPage.getByRole('tab', { name: 'Zahlung' }).click();
    const due = vendorPage.getByTestId('refund-due');
    expect(await due.innerText()).toContain('Rückerstattung ausstehend: 360,00\u00a0€');
    expect(await horizontalOverflow(vendorPage)).toBe(0);
    await settled(vendorPage, `overpayment-vendor-due-${name}`);

    // 'Als erstattet markieren': the refund is settled, and the vendor sees it was refunded.
    await refund.getByRole('button', { name: /Als erstattet markieren/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Als erstattet markieren' });
    await prompt.getByLabel('Notiz').fill('Bar zurückgegeben');
    await prompt.getByRole('button', { name: 'Verbuchen' }).click();
    await prompt.waitFor({ state: 'detached' });
    await refund.getByText('Erstattet', { exact: true }).waitFor();
    const account = await adminApi<{ refundDueAmount: number; paidAmount: number }>(
      baseUrl,
      'GET',
      `/api/admin/vendors/${vendorId}/payments`,
    );
    expect(account).toMatchObject({ refundDueAmount: 0, paidAmount: price });

    await vendorPage.reload();
    await vendorPage.getByRole('tab', { name: 'Zahlung' }).click();
    expect(await vendorPage.getByTestId('refund-made').innerText()).toContain(
      'Rückerstattet: 360,00\u00a0€',
    );
    expect(await vendorPage.getByTestId('refund-due').count()).toBe(0);
    await settled(vendorPage, `overpayment-vendor-refunded-${name}`);
    await vendorPage.close();
    await page.close();
  });
});
