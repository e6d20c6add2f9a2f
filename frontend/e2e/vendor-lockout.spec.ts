import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
/**
 * The same app reached over IPv6 loopback: its client address (::1) is locked out here, while
 * every other browser test keeps using 127.0.0.1, whose limit stays untouched.
 */
const lockedUrl = baseUrl.replace('127.0.0.1', '[::1]');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LOCKOUT =
  /^Zu viele falsche Zugangscodes von dieser Adresse\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut\.$/;

/** Registers in the page itself, so the browser keeps the vendor session cookie. */
async function registerInPage(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/`);
  await page.evaluate(
    async ({ vendorName, email }) => {
      const response = await fetch('/api/vendors/register', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: vendorName,
          email,
          phone: '+43 664 1234567',
          description: 'Handgemachte Weihnachtsdekoration',
          boothAssignmentPreference: 'admin',
          selectedBoothId: null,
          termsAccepted: true,
        }),
      });
      if (!response.ok) throw new Error(await response.text());
    },
    {
      vendorName: name,
      email: `angemeldet-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.at`,
    },
  );
}

/** Wrong codes from this process over IPv6 loopback until the address is locked out. */
async function guessUntilLockedOut(): Promise<Response> {
  for (let i = 0; i < 1000; i += 1) {
    const response = await fetch(`${lockedUrl}/api/vendors/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessCode: `FALSCH${i}` }),
    });
    if (response.status === 429) return response;
    expect(response.status).toBe(404);
  }
  throw new Error('Keine Sperre nach 1000 falschen Zugangscodes');
}

describe.each(Object.entries(VIEWPORTS))('vendor lockout and block (%s)', (label, viewport) => {
  it('keeps a signed-in vendor in while a sign-in from the guessing address is told when to retry', async () => {
    const signedIn = await browser.newContext({ viewport, locale: 'de-AT' });
    const dashboard = await signedIn.newPage();
    const name = `Kerzen Angemeldet ${label}`;
    await registerInPage(dashboard, lockedUrl, name);
    await dashboard.goto(`${lockedUrl}/dashboard`);
    await dashboard.getByRole('tab', { name: 'Übersicht' }).waitFor();

    const refused = await guessUntilLockedOut();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(LOCKOUT);

    // The signed-in vendor on the same address reloads: still the dashboard, not a sign-in form.
    await dashboard.reload();
    await dashboard.getByRole('tab', { name: 'Übersicht' }).waitFor();
    await dashboard.getByText(name).first().waitFor();
    await screenshot(dashboard, `vendor-lockout-signed-in-${label}`);
    await signedIn.close();

    // Another vendor signing in from that address reads until when to wait.
    const other = await registerVendor(baseUrl);
    const page = await browser.newPage({ viewport, locale: 'de-AT' });
    await page.goto(`${lockedUrl}/dashboard`);
    await page.getByLabel('Zugangscode').fill(other.accessCode);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const notice = page.getByTestId('access-code-notice');
    await notice.waitFor();
    expect((await notice.innerText()).trim()).toMatch(LOCKOUT);
    expect(await page.getByLabel('Zugangscode').getAttribute('aria-invalid')).toBe('false');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.waitForTimeout(400);
    await screenshot(page, `vendor-lockout-sign-in-${label}`);
    await page.close();
  });

  it("tells a blocked vendor that the account is blocked, with the organiser's contact", async () => {
    const vendor = await registerVendor(baseUrl, { name: `Gesperrte Händlerin ${label}` });
    await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/block`, {
      reason: 'Test',
    });
    const { organizer } = await adminApi<{ organizer: { name: string; email: string } }>(
      baseUrl,
      'GET',
      '/api/admin/market-settings',
    );
    const page = await browser.newPage({ viewport, locale: 'de-AT' });
    await page.goto(`${baseUrl}/vendor-status`);
    await page.getByLabel('Zugangscode').fill(vendor.accessCode);
    await page.getByRole('button', { name: 'Status prüfen' }).click();

    const notice = page.getByTestId('access-code-notice');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter:');
    expect(text).toContain(organizer.name);
    expect(text).toContain(organizer.email);
    expect(await page.getByText('Zugangscode nicht gefunden').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.waitForTimeout(400);
    await screenshot(page, `vendor-blocked-sign-in-${label}`);
    await page.close();
  });
});
