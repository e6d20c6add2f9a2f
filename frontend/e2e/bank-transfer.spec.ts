import { readEpcQrPayload } from '@standl/contracts';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { camt053 } from '../../backend/scripts/support/bank-statements';
import { adminApi, adminToken, openPaymentsTab, registerVendor } from './support/admin';
import {
  dialogShot,
  horizontalOverflow,
  launchBrowser,
  settled,
  signInToDashboard,
  VIEWPORTS,
} from './support/browser';
import { axeViolations } from './support/axe';

/**
 * Money by bank transfer (issue 30) in the browser: the organiser uploads a CAMT.053 statement
 * at 1280 px, books the line matched by the access code and assigns the unmatched one by hand;
 * the vendor then sees 'Überweisung' in the ledger and a payment QR code whose EPC fields are
 * right, at 390 px; the import works on a phone too. axe finds nothing on the new screens.
 */

interface AdminArea {
  price: number;
  booths: { id: number; status: string; isBeingProcessed: boolean }[];
}

const baseUrl = inject('baseUrl');
const IBAN = 'AT611904300234573201';
const HOLDER = 'Burgverein Hochosterwitz';
const run = Math.random().toString(36).slice(2, 7);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The console signed in, in a browser context of its own (axe needs one). */
async function openConsole(viewport: { width: number; height: number }): Promise<Page> {
  const token = await adminToken(baseUrl);
  const context = await browser.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(`${baseUrl}/admin-dashboard`);
  await page.getByText('Angemeldet als').first().waitFor();
  return page;
}

const euro = (cents: number) =>
  `${new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2 }).format(cents / 100)}\u00a0€`;

const dashed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A vendor the organiser gave a free stall, with its fee. */
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
  return { ...vendor, name, price: area.price };
}

/** The text of the QR code in a PNG data URL. */
function qrText(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}

describe('Money by bank transfer', () => {
  let matched: Awaited<ReturnType<typeof vendorOnStall>>;
  let byHand: Awaited<ReturnType<typeof vendorOnStall>>;

  beforeAll(async () => {
    await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
      bankAccountHolder: HOLDER,
      bankIban: IBAN,
      bankBic: 'BKAUATWW',
      bankName: 'Bank Austria',
    });
    matched = await vendorOnStall(`Lebzelterei Überweis ${run}`);
    byHand = await vendorOnStall(`Glasbläserei Handzu ${run}`);
  });

  it('at 1280 px: the organiser uploads a CAMT.053, books the matched line and assigns the unmatched one by hand', async () => {
    const page = await openConsole(VIEWPORTS.desktop);
    // The checklist: bank details are there; the invoice issuer's data only if no earlier
    // browser test saved them (the tier shares one server), else the card is gone.
    const readiness = page.getByRole('region', { name: 'Bevor Händler überweisen können' });
    const { items } = await adminApi<{ items: { key: string; done: boolean }[] }>(
      baseUrl,
      'GET',
      '/api/admin/payment-readiness',
    );
    expect(items.find((item) => item.key === 'bank-details')?.done).toBe(true);
    if (items.some((item) => item.key === 'invoice-issuer' && !item.done)) {
      await readiness.getByTestId('readiness-invoice-issuer').waitFor();
      expect(await readiness.getByTestId('readiness-bank-details').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await settled(page, 'bank-readiness-desktop');
      await readiness.getByRole('button', { name: /^Rechnungsdaten: zu/ }).click();
    } else {
      await page.getByRole('tab', { name: 'Händler' }).waitFor();
      expect(await readiness.count()).toBe(0);
      await openPaymentsTab(page, false);
    }
    await page.getByRole('heading', { name: 'Zahlungen', exact: true }).waitFor();
    const importCard = page.getByRole('region', { name: 'Kontoauszug importieren' });
    await importCard.waitFor();

    const statement = camt053([
      {
        amount: matched.price - 2_000,
        payerName: 'Maria Überweis',
        payerIban: 'AT483200000012345864',
        remittance: `Standgebuehr ${dashed(matched.accessCode).toLowerCase()}`,
        reference: `E2E-${run}-1`,
        bookingDate: '2026-11-24',
        valueDate: '2026-11-24',
      },
      {
        amount: 4_321,
        payerName: 'Franz Unbekannt',
        remittance: 'Adventmarkt Stand',
        reference: `E2E-${run}-2`,
        bookingDate: '2026-11-24',
        valueDate: '2026-11-24',
      },
      { amount: -9_900, payerName: 'Stadtwerke', remittance: 'Strom', reference: `E2E-${run}-3` },
    ]);
    await page.getByTestId('statement-file').setInputFiles({
      name: `november-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(statement, 'utf8'),
    });

    const dialog = page.getByRole('dialog', { name: /Kontoauszug prüfen/ });
    await dialog.waitFor();
    const counts = dialog.getByTestId('statement-counts');
    expect(await counts.innerText()).toContain('1 zugeordnet');
    expect(await counts.innerText()).toContain('1 nicht zugeordnet');
    expect(await dialog.getByTestId('parse-report').innerText()).toMatch(/Zeile \d+:/);
    const first = dialog.getByTestId('statement-line').filter({ hasText: 'Maria Überweis' });
    expect(await first.innerText()).toContain('24.11.2026');
    expect(await first.getByTestId('line-effect').innerText()).toBe(`Rest offen ${euro(2_000)}`);
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, 'bank-import-preview-desktop');

    // Book what matched; the unknown payer waits.
    await dialog.getByRole('button', { name: 'Buchen (1)' }).click();
    await dialog.getByTestId('booking-result').waitFor();
    expect(await dialog.getByTestId('booking-result').innerText()).toContain('1 Zeile verbucht');
    expect(await first.innerText()).toContain('Verbucht bei');

    // Then the unmatched line, by hand.
    const second = dialog.getByTestId('statement-line').filter({ hasText: 'Franz Unbekannt' });
    await second.getByRole('combobox').fill(byHand.name);
    await page.getByRole('option', { name: new RegExp(byHand.name) }).click();
    expect(await second.getByTestId('line-effect').innerText()).toBe(
      `Rest offen ${euro(byHand.price - 4_321)}`,
    );
    await dialogShot(page, 'bank-import-assign-desktop');
    await dialog.getByRole('button', { name: 'Buchen (1)' }).click();
    await second.getByText('Verbucht bei').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    const earlier = importCard.getByTestId('bank-statement').filter({ hasText: `november-${run}` });
    await earlier.getByText('alles erledigt').waitFor();

    // The transfer booked by hand: its dialog, for the vendor with 20 € still open.
    await page.getByLabel('Zahlungen durchsuchen').fill(matched.name);
    await page.getByRole('button', { name: `Überweisung verbuchen: ${matched.name}` }).click();
    const transfer = page.getByRole('dialog', { name: 'Überweisung verbuchen' });
    await transfer.waitFor();
    expect(await transfer.getByLabel('Betrag in Euro').inputValue()).toBe('20,00');
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, 'bank-transfer-dialog-desktop');
    await transfer.getByRole('button', { name: 'Abbrechen' }).click();
    await settled(page, 'bank-import-payments-desktop');
    await page.context().close();
  });

  it("at 390 px: the vendor sees 'Überweisung' with its value date and a payment QR code for what is open", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    await signInToDashboard(page, baseUrl, matched.accessCode);
    await page.getByRole('tab', { name: 'Zahlung' }).click();

    const line = page.getByTestId('ledger-line').filter({ hasText: 'Überweisung' });
    await line.waitFor();
    expect(await line.innerText()).toContain('Valuta 24.11.2026');
    expect(await page.getByTestId('transfer-reference').innerText()).toBe(
      dashed(matched.accessCode),
    );

    const image = page.getByRole('img', { name: /^QR-Code für die Überweisung von/ });
    await image.waitFor();
    const fields = readEpcQrPayload(qrText((await image.getAttribute('src'))!)!);
    expect(fields).toMatchObject({
      iban: IBAN,
      name: HOLDER,
      bic: 'BKAUATWW',
      amount: 'EUR20.00',
      remittance: dashed(matched.accessCode),
    });
    expect(await page.getByTestId('epc-qr').innerText()).toContain(
      'Mit der Banking-App scannen („Zahlen mit Code“)',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, 'bank-vendor-payment-phone');
    await context.close();
  });

  it('at 390 px: the import is usable on a phone, a card per line', async () => {
    const page = await openConsole(VIEWPORTS.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, 'bank-readiness-phone');
    await openPaymentsTab(page, true);
    const importCard = page.getByRole('region', { name: 'Kontoauszug importieren' });
    await importCard.getByRole('button', { name: 'Datei hochladen' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, 'bank-import-phone');

    await importCard.getByRole('button', { name: `Öffnen: november-${run}.xml` }).click();
    const dialog = page.getByRole('dialog', { name: /Kontoauszug prüfen/ });
    await dialog.waitFor();
    await dialog.getByRole('list', { name: 'Gutschriften' }).waitFor();
    expect(await dialog.getByRole('table').count()).toBe(0);
    expect(await dialog.getByTestId('statement-line').count()).toBe(2);
    expect(await dialog.getByTestId('statement-counts').innerText()).toContain(
      '2 bereits verbucht',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, 'bank-import-preview-phone');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A second statement from the phone: one unknown credit, set aside with 'Ignorieren'.
    await page.getByTestId('statement-file').setInputFiles({
      name: `dezember-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(
        camt053([
          {
            amount: 777,
            payerName: 'Spenderin Huber',
            remittance: 'Spende Punschstand',
            reference: `E2E-${run}-4`,
            bookingDate: '2026-11-25',
          },
        ]),
        'utf8',
      ),
    });
    const second = page.getByRole('dialog', { name: /Kontoauszug prüfen/ });
    await second.waitFor();
    const card = second.getByTestId('statement-line').filter({ hasText: 'Spenderin Huber' });
    await card.getByRole('combobox').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, 'bank-import-open-line-phone');
    await card.getByRole('button', { name: 'Ignorieren' }).click();
    expect(await card.getByTestId('line-effect').innerText()).toBe('Wird ignoriert');
    await second.getByRole('button', { name: 'Buchen (1)' }).click();
    await second.getByTestId('booking-result').waitFor();
    await card.getByText(/^Ignoriert von/).waitFor();
    await second.getByRole('button', { name: 'Schließen' }).click();

    await page.getByLabel('Zahlungen durchsuchen').fill(matched.name);
    await page.getByRole('button', { name: `Überweisung verbuchen: ${matched.name}` }).click();
    const transfer = page.getByRole('dialog', { name: 'Überweisung verbuchen' });
    await transfer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, 'bank-transfer-dialog-phone');
    await page.context().close();
  });
});
