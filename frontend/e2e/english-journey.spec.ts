import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi } from './support/admin';
import { axeViolations } from './support/axe';
import { horizontalOverflow, launchBrowser, settled, VIEWPORTS } from './support/browser';
import { filedMailsTo, filedMailTo } from './support/mail';

/**
 * The English interface as a vendor from abroad meets it (issue 33): a phone whose browser asks
 * for English registers, picks a stall on the plan, pays the deposit, reads the status and the
 * dashboard and books a lift slot, all in English; every mail that reaches them is English; the
 * switch to German shows the specification's texts.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** The app's PUBLIC_URL: SumUp (and its simulator) send the browser back to this origin. */
const appUrl = baseUrl.replace('127.0.0.1', 'localhost');
let browser: Browser;

/** 'YYYY-MM-DD' of today plus `days` (the set-up lies safely in the future). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
    setupStartDate: dayFromNow(7),
    setupEndDate: dayFromNow(8),
    teardownStartDate: dayFromNow(20),
    teardownEndDate: dayFromNow(21),
  });
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await adminApi(baseUrl, 'PUT', '/api/admin/lift-settings', {
    setup: { startTime: '06:00', endTime: '18:00', enabledDays: everyDay },
    breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: everyDay },
  });
});
afterAll(() => browser?.close());

/** A phone in Slovenia whose browser asks for English first. */
async function englishPhone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'en-GB',
    timezoneId: 'Europe/Ljubljana',
  });
  return context.newPage();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Words only a German text has (the market's and the areas' names are data, not checked). */
const GERMAN_WORDS =
  /\b(Sie|Ihre?[nmrs]?|Standplatz|Anmeldung|Anzahlung|Zugangscode|Liebe|Grüße)\b/;

describe('an English-speaking vendor at 390 px', () => {
  it('registers, picks, pays, reads status and dashboard, books a lift slot; every mail is English; German shows the spec texts', async () => {
    const page = await englishPhone();
    const email = `e2e-english-${Date.now()}@example.si`;

    // The first visit follows Accept-Language.
    await page.goto(`${appUrl}/vendor-registration`);
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Name / business').fill('Steklarna Novak');
    await page.getByLabel(/^E-mail\s*\*?$/).fill(email);
    await page.getByLabel(/^Phone\s*\*?$/).fill('+386 41 123456');
    await page.getByLabel('Description of what you offer').fill('Hand-blown glass baubles');
    await page.getByRole('radio', { name: /Choose my own stall/ }).check();
    const free = page.locator('[data-testid="booth-map"] [data-state="available"]').first();
    await free.waitFor();
    await free.click();
    await page.getByRole('checkbox', { name: /Terms of Participation/ }).check();
    await settled(page, 'english-registration-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/vendors/register')),
      page.getByRole('button', { name: 'Register now' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { vendorId, accessCode } = (await response.json()) as {
      vendorId: string;
      accessCode: string;
    };
    await settled(page, 'english-registered-phone');
    await page.getByRole('heading', { name: 'Your stall is reserved' }).waitFor();

    // The deposit through the SumUp simulator.
    await page.getByRole('link', { name: /Pay the deposit/ }).click();
    await page.getByRole('heading', { name: 'Pay the deposit' }).waitFor();
    await page.getByRole('button', { name: /Card or phone/ }).click();
    const simulator = page.getByTestId('sumup-simulator');
    await simulator.waitFor();
    expect(await page.getByTestId('deposit-amount').innerText()).toMatch(/^Deposit €10\.00$/);
    await settled(page, 'english-payment-phone');
    await simulator.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();

    // The status page it returns to.
    await page.waitForURL(`${appUrl}/vendor-status?accessCode=${accessCode}`, { timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="status-chip"]')?.textContent === 'Deposit paid',
      undefined,
      { timeout: 10_000 },
    );
    expect(await htmlLang(page)).toBe('en');
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, 'english-status-phone');

    // The organiser confirms the registration (in the console, which stays German); then the
    // dashboard offers lift slots.
    await adminApi(baseUrl, 'PATCH', `/api/admin/vendors/${vendorId}`, { status: 'confirmed' });
    await page.goto(`${appUrl}/dashboard`);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await settled(page, 'english-dashboard-phone');
    await page.getByRole('tab', { name: 'Lift slots' }).click();
    const booking = page.getByTestId('lift-booking-setup');
    await booking
      .getByRole('group', { name: 'Day for the set-up slot' })
      .getByRole('button')
      .last()
      .click();
    const slot = booking.getByTestId('lift-slots-setup').locator('button:not([disabled])').first();
    await slot.waitFor();
    await slot.click();
    await booking.getByLabel('Note (optional)').fill('Two crates of glass, one trolley');
    await booking.getByRole('button', { name: 'Book slot' }).click();
    await page.getByText('Slot booked').first().waitFor({ timeout: 10_000 });
    const appointment = page.getByTestId('lift-appointment-setup');
    await appointment.waitFor();
    expect(await appointment.innerText()).toContain('Two crates of glass');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, 'english-lift-phone');

    // Every mail that reached the vendor is English.
    await filedMailTo(dataDir, email, /^Deposit received/);
    await filedMailTo(dataDir, email, /^Your registration is confirmed/);
    await filedMailTo(dataDir, email, /^Your lift slot/);
    const mails = await filedMailsTo(dataDir, email);
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      expect(mail.subject, mail.subject).not.toMatch(GERMAN_WORDS);
      expect(mail.text, mail.subject).toMatch(/^Dear Steklarna Novak,/);
      expect(mail.text, mail.subject).not.toMatch(GERMAN_WORDS);
      expect(mail.text, mail.subject).not.toContain('only available in German');
    }

    // Switching to German shows the specification's texts, and stays so on the next visit.
    await page.getByRole('button', { name: 'DE – Deutsch' }).click();
    await page.getByRole('tab', { name: 'Übersicht' }).waitFor();
    expect(await htmlLang(page)).toBe('de-AT');
    for (const tab of ['Übersicht', 'Standplatz', 'Zahlung', 'Lift-Termine', 'Rechnung']) {
      expect(await page.getByRole('tab', { name: tab, exact: true }).count(), tab).toBe(1);
    }
    await page.goto(`${appUrl}/vendor-status?accessCode=${accessCode}`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="status-chip"]')?.textContent === 'Bestätigt',
      undefined,
      { timeout: 10_000 },
    );
    expect(await htmlLang(page)).toBe('de-AT');
    await settled(page, 'english-then-german-status-phone');
    await page.context().close();
  });
});
