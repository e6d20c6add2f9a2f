import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor, openPaymentsTab } from './support/admin';
import { dialogShot, launchBrowser, settled } from './support/browser';

interface AdminArea {
  price: number;
  booths: { id: number; number: string; status: string; isBeingProcessed: boolean }[];
}

interface InvoiceSettings {
  configured: boolean;
}

const baseUrl = inject('baseUrl');
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

/** A vendor with a stall ('Bestätigt') and a billing address, so an invoice can be issued. */
async function confirmedVendor(name: string): Promise<{ vendorId: string; price: number }> {
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
  // The vendor enters the billing address on the dashboard (vendor session from the access code).
  const status = await fetch(`${baseUrl}/api/vendors/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessCode: vendor.accessCode }),
  });
  const cookie = (status.headers.get('set-cookie') ?? '').split(';')[0]!;
  const billing = await fetch(`${baseUrl}/api/vendors/${vendor.vendorId}/billing`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    }),
  });
  expect(billing.status).toBe(200);
  return { vendorId: vendor.vendorId, price: area.price };
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title }).first();
}

const euro = (cents: number) =>
  `${new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2 }).format(cents / 100)}\u00a0€`;

describe.each(Object.entries(WIDTHS))('Admin payments tab on %s', (name, viewport) => {
  const phone = name === 'phone';

  it('saves the issuer data for invoices, refusing a wrong UID first', async () => {
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openPaymentsTab(page, phone);
    await settled(page, `admin-payments-empty-${name}`);

    await page.getByRole('button', { name: 'Rechnungsdaten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnungsdaten' });
    await dialog.getByLabel(/Name laut Firmenbuch/).fill('Burgverein Hochosterwitz');
    await dialog.getByLabel(/Straße und Hausnummer/).fill('Hochosterwitz 1');
    await dialog.getByLabel(/^PLZ/).fill('9314');
    await dialog.getByLabel(/^Ort/).fill('Launsdorf');
    await dialog.getByRole('radio', { name: 'Umsatzsteuerpflichtig' }).check();
    await dialog.getByLabel(/Umsatzsteuersatz/).fill('20');
    await dialog.getByLabel(/UID-Nummer/).fill('ATU 1234 567');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678').waitFor();
    await dialogShot(page, `admin-payments-invoice-settings-error-${name}`);

    await dialog.getByLabel(/UID-Nummer/).fill('ATU 1234 5678');
    await dialog.getByLabel(/Fußzeile/).fill('Vielen Dank für Ihre Teilnahme am Adventmarkt!');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Rechnungsdaten gespeichert').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = await adminApi<InvoiceSettings & { uid: string }>(
      baseUrl,
      'GET',
      '/api/admin/invoice-settings',
    );
    expect(saved).toMatchObject({ configured: true, uid: 'ATU12345678' });
    await page.close();
  });

  it('records cash, takes the rest by card on the simulator and offers the invoice', async () => {
    const vendorName = unique(`Lebzelterei Moser ${name}`);
    const { vendorId, price } = await confirmedVendor(vendorName);
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openPaymentsTab(page, phone);
    await page.getByLabel('Zahlungen durchsuchen').fill(vendorName);
    const open = page.getByTestId('open-payment').filter({ hasText: vendorName });
    await open.waitFor();
    expect(await open.innerText()).toContain(euro(price));
    await settled(page, `admin-payments-open-${name}`);

    // Cash: the open amount is proposed; the organiser takes 50 € now.
    await open.getByRole('button', { name: /Bar kassieren/ }).click();
    const cash = page.getByRole('dialog', { name: 'Bar kassieren' });
    const amount = cash.getByLabel('Betrag');
    expect(await amount.inputValue()).toBe((price / 100).toFixed(2).replace('.', ','));
    await amount.fill('abc');
    await cash.getByRole('button', { name: 'Barzahlung verbuchen' }).click();
    await cash.getByText('Bitte geben Sie einen gültigen Betrag ein').waitFor();
    await toast(page, 'Ungültiger Betrag').waitFor();
    await amount.fill('50');
    await cash.getByLabel('Notiz (optional)').fill('Teilzahlung am Stand');
    await dialogShot(page, `admin-payments-cash-${name}`);
    await cash.getByRole('button', { name: 'Barzahlung verbuchen' }).click();
    await toast(page, 'Barzahlung verbucht').waitFor();
    await cash.waitFor({ state: 'detached' });
    const rest = price - 5_000;
    await page.waitForFunction(
      ([id, text]) =>
        document
          .querySelector(`[data-testid="open-payment"][data-vendor-id="${id}"]`)
          ?.textContent?.includes(text) ?? false,
      [vendorId, euro(rest)] as const,
    );

    // Card: a SumUp checkout over the rest, shown as a QR code and paid on a second page.
    await open.getByRole('button', { name: /Kartenzahlung/ }).click();
    const card = page.getByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    expect(await card.getByLabel('Betrag').inputValue()).toBe(
      (rest / 100).toFixed(2).replace('.', ','),
    );
    await card.getByRole('button', { name: 'SumUp-Zahlung erstellen' }).click();
    const created = page.getByRole('dialog', { name: 'SumUp-Zahlung erstellt' });
    await created.getByTestId('checkout-qr').waitFor();
    await toast(page, 'SumUp-Zahlung erstellt').waitFor();
    expect(await created.getByTestId('checkout-amount').innerText()).toBe(euro(rest));
    expect(await created.getByTestId('checkout-valid-until').innerText()).toMatch(/^Gültig bis /);
    await created.getByText('Warte auf die Zahlung …').waitFor();
    await dialogShot(page, `admin-payments-card-qr-${name}`);
    const checkoutUrl = await created
      .getByRole('link', { name: /Zahlungsseite öffnen/ })
      .getAttribute('href');
    expect(checkoutUrl).toMatch(/\/sumup-simulator\/pay\//);

    const payer = await browser.newPage({ viewport: WIDTHS.phone, locale: 'de-AT' });
    await payer.goto(checkoutUrl!);
    await payer.getByRole('button', { name: 'Bezahlen' }).click();
    await payer.waitForURL(/\/vendor-status/);
    await payer.close();

    await created.getByText('Bezahlt', { exact: true }).waitFor({ timeout: 15_000 });
    await dialogShot(page, `admin-payments-card-paid-${name}`);
    await created.getByRole('button', { name: 'Schließen' }).click();
    await created.waitFor({ state: 'detached' });

    // Paid in full: listed with the invoice the payment issued, both formats downloadable.
    const paid = page.getByTestId('paid-vendor').filter({ hasText: vendorName });
    await paid.waitFor();
    expect(await page.getByTestId('open-payment').filter({ hasText: vendorName }).count()).toBe(0);
    const number = paid.getByTestId('invoice-number');
    await number.waitFor({ timeout: 20_000 });
    const invoiceNumber = await number.innerText();
    expect(invoiceNumber).toMatch(/^\d{4}-\d{4}$/);
    await settled(page, `admin-payments-paid-${name}`);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      paid.getByRole('button', { name: `PDF herunterladen: ${invoiceNumber}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      paid
        .getByRole('button', { name: `E-Rechnung (XML) herunterladen: ${invoiceNumber}` })
        .click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.xml`);
    expect(readFileSync((await xml.path())!, 'utf8')).toContain(invoiceNumber);

    // Storno after a confirmation, then a new invoice with the next number.
    await paid.getByRole('button', { name: `Stornieren: ${invoiceNumber}` }).click();
    const storno = page.getByRole('dialog', { name: `Rechnung ${invoiceNumber} stornieren?` });
    await storno.getByLabel(/Grund/).fill('Rechnungsadresse geändert');
    await dialogShot(page, `admin-payments-storno-${name}`);
    await storno.getByRole('button', { name: 'Stornieren' }).click();
    await toast(page, `Rechnung ${invoiceNumber} storniert`).waitFor();
    await paid.getByText(/^Storniert \(\d{4}-\d{4}\)$/).waitFor();
    await paid.getByRole('button', { name: /Rechnung erstellen/ }).click();
    await toast(page, 'erstellt').waitFor();
    await number.waitFor();
    expect(await number.innerText()).not.toBe(invoiceNumber);
    await settled(page, `admin-payments-reissued-${name}`);

    // The reminders: confirmed first, then the result.
    await page.getByRole('button', { name: 'Zahlungserinnerungen senden' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zahlungserinnerungen senden?' });
    await dialogShot(page, `admin-payments-reminders-${name}`);
    await confirm.getByRole('button', { name: 'Erinnerungen senden' }).click();
    await toast(page, 'Zahlungserinnerungen versendet').waitFor();

    const account = await adminApi<{ paidAmount: number; openAmount: number }>(
      baseUrl,
      'GET',
      `/api/admin/vendors/${vendorId}/payments`,
    );
    expect(account).toMatchObject({ paidAmount: price, openAmount: 0 });
    await page.close();
  });
});
