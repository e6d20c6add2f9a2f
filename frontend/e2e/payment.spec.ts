import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

interface Registered {
  vendorId: string;
  accessCode: string;
  boothNumber: string | null;
}

interface Booth {
  id: number;
  number: string;
  status: string;
  isBeingProcessed: boolean;
}

const baseUrl = inject('baseUrl');
/** The app's PUBLIC_URL: SumUp (and its simulator) send the browser back to this origin. */
const appUrl = baseUrl.replace('127.0.0.1', 'localhost');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function uniqueEmail(label: string): string {
  return `e2e-pay-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.at`;
}

async function register(label: string, selectedBoothId: number | null): Promise<Registered> {
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Lebzelterei Moser ${label}`,
      email: uniqueEmail(label),
      phone: '+43 664 2345678',
      description: 'Lebkuchen und Kletzenbrot aus eigener Backstube',
      boothAssignmentPreference: selectedBoothId ? 'self' : 'admin',
      ...(selectedBoothId ? { selectedBoothId } : {}),
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Registered;
}

async function freeBoothId(): Promise<number> {
  const booths = (await (await fetch(`${baseUrl}/api/booths`)).json()) as Booth[];
  const free = booths.find((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  expect(free).toBeDefined();
  return free!.id;
}

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
}

/** Lets transitions (toasts, dialogs, loading buttons) finish before a screenshot. */
async function settled(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title }).first();
}

/** Logs in on the status page and follows its 'Anzahlung bezahlen' to the card screen. */
async function openCardScreenFromStatus(page: Page, vendor: Registered) {
  await page.goto(`${appUrl}/vendor-status?accessCode=${vendor.accessCode}`);
  await page.getByRole('link', { name: 'Anzahlung bezahlen' }).click();
  await page.waitForURL(/\/payment\?vendorId=/);
  await page.getByRole('button', { name: /Karte oder Handy/ }).click();
  await page.getByTestId('sumup-simulator').waitFor();
}

async function expectDepositPaid(page: Page, code: string) {
  await page.waitForURL(`${appUrl}/vendor-status?accessCode=${code}`, { timeout: 20_000 });
  const chip = page.getByTestId('status-chip');
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="status-chip"]')?.textContent === 'Anzahlung geleistet',
    undefined,
    { timeout: 10_000 },
  );
  expect(await chip.innerText()).toBe('Anzahlung geleistet');
  const paid = page
    .getByRole('region', { name: 'Details' })
    .getByText('Bezahlt', { exact: true })
    .locator('..');
  expect(await paid.innerText()).toMatch(/10,00\s€/);
}

describe.each(Object.entries(VIEWPORTS))('Deposit payment on %s', (name, viewport) => {
  it('registers with a stall, pays with the simulator card form and lands on the status page', async () => {
    const page = await newPage(viewport);
    await page.goto(`${appUrl}/vendor-registration`);
    await page.getByLabel('Name / Firma').fill('Glasbläserei Wieser');
    await page.getByLabel('E-Mail').fill(uniqueEmail(`ui-${name}`));
    await page.getByLabel('Telefon').fill('+43 664 1234567');
    await page
      .getByLabel('Beschreibung des Warenangebots')
      .fill('Mundgeblasener Christbaumschmuck');
    await page.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();
    const free = page.locator('[data-testid="booth-map"] [data-state="available"]').first();
    await free.waitFor();
    await free.click();
    await page.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/vendors/register')),
      page.getByRole('button', { name: 'Jetzt anmelden' }).click(),
    ]);
    const vendor = (await response.json()) as Registered;

    await page.getByRole('link', { name: /Anzahlung bezahlen/ }).click();
    await page.getByRole('heading', { name: 'Anzahlung bezahlen' }).waitFor();
    await settled(page, `payment-choice-${name}`);
    await page.getByRole('button', { name: /Karte oder Handy/ }).click();

    const simulator = page.getByTestId('sumup-simulator');
    await simulator.waitFor();
    const year = new Date().getFullYear();
    await page.getByRole('heading', { name: new RegExp(`^Standgebühr ${year}`) }).waitFor();
    expect(await page.getByTestId('deposit-amount').innerText()).toMatch(/^Anzahlung 10,00\s€$/);
    expect(await page.locator('#sumup-card [data-testid="sumup-simulator"]').count()).toBe(1);
    await expect(
      simulator.getByText('SumUp-Simulator – es wird kein echtes Geld bewegt').isVisible(),
    ).resolves.toBe(true);
    await settled(page, `payment-card-${name}`);

    await simulator.getByRole('button', { name: 'Bezahlen' }).click();
    await page.getByRole('heading', { name: 'Zahlung erfolgreich!' }).waitFor();
    await toast(page, 'Zahlung erfolgreich!').waitFor();
    await settled(page, `payment-success-${name}`);

    await expectDepositPaid(page, vendor.accessCode);
    await settled(page, `payment-status-paid-${name}`);

    // Back to the deposit page after paying: done, with the way on, not an error (issue 25).
    await page.goBack();
    await page.waitForURL(/\/payment\?vendorId=/);
    const paid = page.getByTestId('deposit-already-paid');
    await paid.waitFor();
    expect(await paid.innerText()).toContain('Ihre Anzahlung ist bereits bezahlt');
    expect(await page.getByText('Fehler').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0);
    await settled(page, `payment-already-paid-${name}`);
    await paid.getByRole('link', { name: 'Zum Händler-Bereich' }).click();
    await page.getByRole('tab', { name: 'Übersicht' }).waitFor();
    await page.close();
  });

  it('reports a declined card payment', async () => {
    const vendor = await register(`decline-${name}`, await freeBoothId());
    const page = await newPage(viewport);
    await openCardScreenFromStatus(page, vendor);

    await page.getByTestId('sumup-simulator').getByRole('button', { name: 'Ablehnen' }).click();

    const message = toast(page, 'Zahlung fehlgeschlagen');
    await message.waitFor();
    expect(await message.innerText()).toContain('Die Zahlung wurde abgebrochen oder abgelehnt');
    expect(await page.getByRole('heading', { name: 'Zahlung erfolgreich!' }).count()).toBe(0);
    await settled(page, `payment-declined-${name}`);
    await page.close();
  });

  it('pays on the hosted checkout page and comes back to the status page', async () => {
    const vendor = await register(`hosted-${name}`, await freeBoothId());
    const page = await newPage(viewport);
    await openCardScreenFromStatus(page, vendor);

    await page.getByRole('link', { name: /^Zur Zahlung \(10,00\s€\)$/ }).click();
    await page.waitForURL(/\/sumup-simulator\/pay\//);
    await settled(page, `payment-hosted-${name}`);
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    await expectDepositPaid(page, vendor.accessCode);
    const success = toast(page, 'Zahlung erfolgreich');
    await success.waitFor({ timeout: 10_000 });
    expect(await success.innerText()).toContain('Ihre Anzahlung wurde bestätigt.');
    await settled(page, `payment-hosted-returned-${name}`);
    await page.close();
  });

  it('reports a checkout left to expire on the hosted page when coming back', async () => {
    const vendor = await register(`expire-${name}`, await freeBoothId());
    const page = await newPage(viewport);
    await openCardScreenFromStatus(page, vendor);

    await page.getByRole('link', { name: /^Zur Zahlung \(10,00\s€\)$/ }).click();
    await page.waitForURL(/\/sumup-simulator\/pay\//);
    await page.getByRole('button', { name: 'Ablaufen lassen' }).click();

    await page.waitForURL(`${appUrl}/vendor-status?accessCode=${vendor.accessCode}`);
    const message = toast(page, 'Zahlung fehlgeschlagen');
    await message.waitFor({ timeout: 10_000 });
    expect(await message.innerText()).toContain('Die Zahlung wurde abgebrochen oder abgelehnt');
    expect(await page.getByTestId('status-chip').innerText()).not.toBe('Anzahlung geleistet');
    expect(await page.getByRole('link', { name: 'Anzahlung bezahlen' }).count()).toBe(1);
    await settled(page, `payment-expired-${name}`);
    await page.close();
  });

  it('chooses a stall on the self-selection map and opens the deposit page for the SumUp checkout', async () => {
    const vendor = await register(`select-${name}`, null);
    const page = await newPage(viewport);
    await page.goto(`${appUrl}/booth-self-selection?accessCode=${vendor.accessCode}`);
    expect(await page.getByRole('link', { name: 'Zurück zum Status' }).getAttribute('href')).toBe(
      `/vendor-status?accessCode=${vendor.accessCode}`,
    );
    const free = page.locator('[data-testid="booth-map"] [data-state="available"]').first();
    await free.waitFor();
    await settled(page, `self-selection-${name}`);
    const number = (await free.getAttribute('data-booth'))!;
    await free.click();

    const dialog = page.getByRole('dialog', { name: 'Standplatz bestätigen' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(number);
    await expect(dialog.getByText(/^Anzahlung 10,00\s€$/).isVisible()).resolves.toBe(true);
    await settled(page, `self-selection-confirm-${name}`);

    await dialog.getByRole('button', { name: /Standplatz wählen/ }).click();

    // On to the deposit page in this window, which names the stall (issue 25).
    await page.waitForURL(/\/payment\?vendorId=/);
    await toast(page, 'Standplatz ausgewählt').waitFor();
    expect(await toast(page, 'Standplatz ausgewählt').innerText()).toMatch(
      new RegExp(`Standplatz ${number} ist bis \\d{2}:\\d{2} Uhr für Sie reserviert`),
    );
    const subject = page.getByTestId('deposit-subject');
    await subject.waitFor();
    expect(await subject.innerText()).toContain(number);
    expect(await subject.innerText()).toMatch(/Anzahlung: 10,00\s€/);
    const choice = page.getByRole('button', { name: /Karte oder Handy/ });
    await expect(choice.isVisible()).resolves.toBe(true);
    const box = (await choice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await settled(page, `self-selection-payment-${name}`);

    // The pick creates no checkout (issue 17): the deposit page opens it when card is chosen.
    await choice.click();
    const simulator = page.getByTestId('sumup-simulator');
    await simulator.getByRole('button', { name: 'Bezahlen' }).waitFor();
    expect(await page.getByTestId('deposit-amount').innerText()).toMatch(/10,00\s€/);
    await settled(page, `self-selection-checkout-${name}`);
    await page.close();
  });
});
