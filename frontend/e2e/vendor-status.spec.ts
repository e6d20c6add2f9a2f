import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

interface Registered {
  vendorId: string;
  accessCode: string;
}

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function registerVendor(label: string): Promise<Registered> {
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Drechslerei Gruber ${label}`,
      email: `e2e-status-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.at`,
      phone: '+43 664 7654321',
      description: 'Gedrechselte Krippenfiguren aus Zirbenholz',
      boothAssignmentPreference: 'admin',
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Registered;
}

/** How a person types the code: lower case, grouped with a hyphen. */
function typedCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase();
}

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
}

/** Lets transitions (toasts, dialogs, loading buttons) finish before a screenshot. */
async function settled(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

async function visible(page: Page, text: string | RegExp) {
  const locator = page.getByText(text).first();
  await locator.waitFor();
  return locator;
}

describe.each(Object.entries(VIEWPORTS))('Vendor status and dashboard on %s', (name, viewport) => {
  let vendor: Registered;

  beforeAll(async () => {
    vendor = await registerVendor(name);
  });

  it('looks up the status by code, shows the details and sends a message', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/vendor-status`);
    await screenshot(page, `status-login-${name}`);

    await page.getByLabel('Zugangscode').fill(typedCode(vendor.accessCode));
    expect(await page.getByLabel('Zugangscode').inputValue()).toBe(
      typedCode(vendor.accessCode).toUpperCase(),
    );
    await page.getByRole('button', { name: 'Status prüfen' }).click();

    await page.getByRole('heading', { name: 'Ihr Anmeldestatus' }).waitFor();
    expect(await page.getByTestId('status-chip').innerText()).toBe('Wartend');
    await visible(page, 'Warten auf Bestätigung');
    await visible(page, 'Noch kein Standplatz zugewiesen');
    await visible(page, 'Noch keine Lift-Termine gebucht.');
    await visible(page, 'Gesamtbetrag');
    expect(await page.getByRole('link', { name: 'Zum Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await screenshot(page, `status-${name}`);

    await page.getByRole('button', { name: 'Nachricht an die Verwaltung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an die Verwaltung' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await visible(page, 'Bitte geben Sie eine Nachricht ein');
    await dialog.getByLabel('Ihre Nachricht').fill('Wir bräuchten bitte einen Stromanschluss.');
    await settled(page, `status-contact-${name}`);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await visible(page, 'Nachricht gesendet');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('counts a long message, says when it is too long and keeps "Senden" in view', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/vendor-status?accessCode=${vendor.accessCode}`);
    await page.getByRole('button', { name: 'Nachricht an die Verwaltung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an die Verwaltung' });
    await dialog.waitFor();
    const field = dialog.getByLabel('Ihre Nachricht');
    const paragraph = 'Wir bräuchten bitte einen Stromanschluss und einen Platz für den Anhänger. ';
    await field.fill(paragraph.repeat(70).slice(0, 5000).trimEnd().padEnd(5001, '!'));
    expect(await field.inputValue()).toHaveLength(5001);
    expect(await dialog.getByTestId('message-counter').innerText()).toBe('5.001 / 5.000');
    await dialog.getByText('Die Nachricht darf höchstens 5000 Zeichen lang sein').waitFor();
    // The text scrolls inside the field; 'Senden' stays on the screen.
    const send = dialog.getByRole('button', { name: 'Senden' });
    const box = (await send.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(import.meta.dirname, 'screenshots', `status-contact-long-${name}.png`),
    });
    await send.click();
    expect(await dialog.isVisible()).toBe(true);
    await page.close();
  });

  it('answers an unknown code with "Zugangscode nicht gefunden"', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/status`);

    await page.getByLabel('Zugangscode').fill('zzzzz-99999');
    await page.getByRole('button', { name: 'Status prüfen' }).click();

    await visible(page, 'Zugangscode nicht gefunden');
    await visible(page, 'Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.');
    await settled(page, `status-unknown-${name}`);
    await page.close();
  });

  it('logs in from ?accessCode= and checks the status again after 2 seconds', async () => {
    const page = await newPage(viewport);
    const lookups: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vendors/status')) lookups.push(Date.now());
    });

    await page.goto(`${baseUrl}/vendor-status?accessCode=${typedCode(vendor.accessCode)}`);
    await page.getByRole('heading', { name: 'Ihr Anmeldestatus' }).waitFor();
    expect(await page.getByLabel('Zugangscode', { exact: true }).count()).toBe(0);
    await page.waitForResponse((r) => r.url().endsWith('/api/vendors/status'), {
      timeout: 5000,
    });
    expect(lookups).toHaveLength(2);
    expect(lookups[1]! - lookups[0]!).toBeGreaterThanOrEqual(1900);
    expect(await page.getByTestId('status-chip').innerText()).toBe('Wartend');
    await page.close();
  });

  it('logs in on the dashboard, walks the tabs, saves the billing address and logs out', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await visible(page, 'Zugangscode ist erforderlich');

    await page.getByLabel('Zugangscode').fill(typedCode(vendor.accessCode));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('tab', { name: 'Übersicht' }).waitFor();

    const panel = page.getByRole('tabpanel');
    await panel.getByText('Warten auf Bestätigung').waitFor();
    expect(await panel.getByTestId('status-chip').innerText()).toBe('Wartend');
    await screenshot(page, `dashboard-overview-${name}`);

    await page.getByRole('tab', { name: 'Standplatz' }).click();
    await panel
      .getByText('Der Veranstalter weist Ihnen einen Standplatz zu.', { exact: false })
      .waitFor();

    await page.getByRole('tab', { name: 'Zahlung' }).click();
    await panel.getByText('Bankverbindung für den Restbetrag').waitFor();
    await panel.getByText('Offener Betrag').waitFor();
    await screenshot(page, `dashboard-payment-${name}`);

    await page.getByRole('tab', { name: 'Lift-Termine' }).click();
    await panel.getByText('Noch keine Lift-Termine gebucht.').waitFor();
    await panel
      .getByText(
        /sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung vom Veranstalter bestätigt ist/,
      )
      .waitFor();
    await settled(page, `dashboard-lift-${name}`);

    await page.getByRole('tab', { name: 'Rechnung' }).click();
    expect(await panel.getByLabel('Land').inputValue()).toBe('Österreich');
    await panel.getByLabel('Straße und Hausnummer').fill('Hauptplatz 3');
    await panel.getByLabel('Postleitzahl').fill('93000');
    await panel.getByLabel('Ort').fill('St. Veit an der Glan');
    await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await visible(page, 'Eine österreichische Postleitzahl hat 4 Ziffern');
    await panel.getByLabel('Postleitzahl').fill('9300');
    await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await visible(page, 'Rechnungsadresse gespeichert');
    await settled(page, `dashboard-invoice-${name}`);

    await page.reload();
    await page.getByRole('tab', { name: 'Rechnung' }).click();
    expect(await panel.getByLabel('Straße und Hausnummer').inputValue()).toBe('Hauptplatz 3');
    expect(await panel.getByLabel('Postleitzahl').inputValue()).toBe('9300');
    expect(await panel.getByLabel('Ort').inputValue()).toBe('St. Veit an der Glan');
    expect(await panel.getByLabel('Land').inputValue()).toBe('Österreich');

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByLabel('Zugangscode').waitFor();
    await page.reload();
    await page.getByLabel('Zugangscode').waitFor();
    expect(await page.getByRole('heading', { name: 'Händler-Dashboard' }).count()).toBe(1);
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.close();
  });
});
