import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SENT =
  'Falls diese E-Mail-Adresse bei uns angemeldet ist, haben wir Ihnen den Zugangscode gesendet.';

/** Registers in the page itself, so the browser keeps the vendor session cookie. */
async function registerInPage(page: Page, email: string) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(async (address) => {
    const response = await fetch('/api/vendors/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Zurückkehrende Händlerin',
        email: address,
        phone: '+43 664 1234567',
        description: 'Handgemachte Weihnachtsdekoration',
        boothAssignmentPreference: 'admin',
        selectedBoothId: null,
        termsAccepted: true,
      }),
    });
    if (!response.ok) throw new Error(await response.text());
  }, email);
}

describe.each(Object.entries(VIEWPORTS))('vendor access (%s)', (label, viewport) => {
  it("'Zugangscode vergessen?' on the status page and the dashboard answers in German", async () => {
    const page = await browser.newPage({ viewport, locale: 'de-AT' });
    for (const path of ['/vendor-status', '/dashboard']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('button', { name: 'Zugangscode vergessen?' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Code senden' }).click();
      await dialog.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein').waitFor();
      await dialog.getByLabel('E-Mail-Adresse').fill(`unbekannt-${label}@example.at`);
      await dialog.getByRole('button', { name: 'Code senden' }).click();
      await dialog.getByText(SENT).waitFor();
      await screenshot(page, `vendor-forgot-code-${label}${path.replace('/', '-')}`);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
    }
    await page.close();
  });

  it('opens the status page and the dashboard directly while the session cookie is valid', async () => {
    const context = await browser.newContext({ viewport, locale: 'de-AT' });
    const page = await context.newPage();
    await registerInPage(page, `zurueck-${label}-${Date.now()}@example.at`);
    await page.goto(`${baseUrl}/vendor-status`);
    await page.getByText('Zurückkehrende Händlerin').first().waitFor();
    await page.getByText('Warten auf Bestätigung').first().waitFor();
    await screenshot(page, `vendor-resumed-status-${label}`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'Übersicht' }).waitFor();
    await context.close();
  });
});
