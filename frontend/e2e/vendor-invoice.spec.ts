import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminToken } from './support/admin';
import { horizontalOverflow, launchBrowser, settled, signInToDashboard } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** The narrowest phone the dashboard is made for, and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;

const ISSUER = {
  legalName: 'Burgverein Hochosterwitz',
  street: 'Hochosterwitz 1',
  postalCode: '9314',
  city: 'Launsdorf',
  country: 'Österreich',
  uid: 'ATU12345678',
  vatMode: 'standard',
  vatRate: 20,
  footer: 'Zahlbar ohne Abzug.',
};

const ADDRESS = {
  billingStreet: 'Hauptplatz 3',
  billingPostalCode: '9300',
  billingCity: 'St. Veit an der Glan',
  billingCountry: 'Österreich',
};

interface Registered {
  vendorId: string;
  accessCode: string;
  /** The vendor session cookie the registration answered with. */
  cookie: string;
}

interface InvoiceSummary {
  number: string;
  vendorId: string;
  state: string;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Nothing is issued before the organiser saved the issuer's data (docs/decisions.md 73).
  await adminApi(baseUrl, 'PUT', '/api/admin/invoice-settings', ISSUER);
});
afterAll(() => browser?.close());

async function register(name: string): Promise<Registered> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `e2e-rechnung-${suffix}@example.at`,
      phone: '+43 664 1234567',
      description: 'Handgezogene Bienenwachskerzen',
      boothAssignmentPreference: 'admin',
      selectedBoothId: null,
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { vendorId: string; accessCode: string };
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { ...body, cookie };
}

async function freeBoothId(): Promise<number> {
  const booths = (await (await fetch(`${baseUrl}/api/booths`)).json()) as {
    id: number;
    status: string;
    isBeingProcessed?: boolean;
  }[];
  const free = booths.find((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  expect(free).toBeDefined();
  return free!.id;
}

/** The organiser assigns a stall and takes the whole open amount in cash (paid in full). */
async function assignAndPayCash(vendorId: string): Promise<void> {
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendorId}/assign-booth`, {
    boothId: await freeBoothId(),
  });
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendorId}/cash-payment`, {
    description: 'Restbetrag Standgebühr',
  });
}

async function invoicesOf(vendorId: string): Promise<InvoiceSummary[]> {
  return adminApi<InvoiceSummary[]>(baseUrl, 'GET', `/api/admin/invoices?vendorId=${vendorId}`);
}

describe.each(Object.entries(WIDTHS))('vendor invoice on the dashboard (%s)', (label, viewport) => {
  it('shows the cash payment and nothing open, then downloads the invoice as PDF and e-invoice', async () => {
    const name = `Kerzenzieherei Huber ${label}`;
    const vendor = await register(name);
    // Desktop: the address is known before the payment. Phone: without it the invoice is a
    // Kleinbetragsrechnung (up to 400 €) and the vendor is asked for the address on the dashboard.
    // Either way it is issued automatically on the paid-in-full event.
    const addressFirst = label === 'desktop';
    if (addressFirst) {
      const saved = await fetch(`${baseUrl}/api/vendors/${vendor.vendorId}/billing`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: vendor.cookie },
        body: JSON.stringify(ADDRESS),
      });
      expect(saved.status).toBe(200);
    }
    await assignAndPayCash(vendor.vendorId);
    await expect.poll(async () => (await invoicesOf(vendor.vendorId)).length).toBe(1);

    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInToDashboard(page, baseUrl, vendor.accessCode);

    await page.getByRole('tab', { name: 'Zahlung' }).click();
    const panel = page.getByRole('tabpanel');
    const open = panel.getByText('Offener Betrag', { exact: true }).locator('..');
    expect(await open.innerText()).toMatch(/0,00\s€/);
    const lines = panel.getByTestId('ledger-line');
    expect(await lines.count()).toBe(1);
    const line = await lines.first().innerText();
    expect(line).toContain('Barzahlung');
    expect(line).toMatch(/\+\d{2,3},00\s€/);
    expect(line).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await panel.getByText(/Vielen Dank, Ihre Standgebühr ist vollständig bezahlt/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page, `vendor-invoice-zahlung-${label}`);

    await page.getByRole('tab', { name: 'Rechnung' }).click();
    if (!addressFirst) {
      await panel.getByTestId('invoice-download').waitFor();
      await settled(page, `vendor-invoice-adresse-${label}`);
      await page.getByLabel(/Straße und Hausnummer/).fill(ADDRESS.billingStreet);
      await page.getByLabel(/Postleitzahl/).fill(ADDRESS.billingPostalCode);
      await page.getByLabel(/Ort/).fill(ADDRESS.billingCity);
      await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Rechnungsadresse gespeichert' });
      await toast.waitFor();
      await toast.getByRole('button').click();
      await toast.waitFor({ state: 'detached' });
    }

    const download = panel.getByTestId('invoice-download');
    await download.waitFor();
    const [invoice] = await invoicesOf(vendor.vendorId);
    expect(invoice?.state).toBe('issued');
    const number = invoice!.number;
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    const shown = await download.innerText();
    expect(shown).toContain(number);
    expect(shown).toMatch(/Rechnungsdatum\s+\d{2}\.\d{2}\.\d{4}/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page, `vendor-invoice-rechnung-${label}`);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Rechnung herunterladen (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same stored document the organiser gets (a re-download is byte for byte the same).
    const organiser = await fetch(`${baseUrl}/api/invoices/download/${number}`, {
      headers: { Authorization: `Bearer ${await adminToken(baseUrl)}` },
    });
    expect(Buffer.compare(Buffer.from(await organiser.arrayBuffer()), bytes)).toBe(0);

    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'E-Rechnung (XML)' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`Rechnung-${number}.xml`);
    const text = await readFile((await xml.path())!, 'utf8');
    expect(text).toContain(`<ram:ID>${number}</ram:ID>`);

    await context.close();
  });
});
