import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, registerVendor } from './support/admin';
import {
  horizontalOverflow,
  launchBrowser,
  settled,
  signInToDashboard,
  VIEWPORTS,
} from './support/browser';
import { axeViolations } from './support/axe';
import { filedMailTo } from './support/mail';

/**
 * A vendor keeps their data current (issue 31): corrects the phone number in 'Meine Daten', asks
 * for a new e-mail address, opens the link from the mail that went to it and sees the new
 * address on the dashboard; the old address is told.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openOwnData(page: Page, accessCode: string): Promise<void> {
  await signInToDashboard(page, baseUrl, accessCode);
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  await page.getByRole('form', { name: 'Meine Daten' }).waitFor();
}

describe('a vendor’s own data', () => {
  it('on a phone: edits the phone, changes the e-mail address by the link from the mail', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const oldAddress = `alt-${suffix}@example.at`;
    const newAddress = `neu-${suffix}@example.at`;
    const { vendorId, accessCode } = await registerVendor(baseUrl, { email: oldAddress });
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();

    await openOwnData(page, accessCode);
    const phone = page.getByLabel('Telefon');
    await phone.fill('+43 660 7654321');
    await page.getByRole('button', { name: 'Daten speichern' }).click();
    await page.getByText('Ihre Daten wurden gespeichert.').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const emailForm = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
    await emailForm.getByLabel('Neue E-Mail-Adresse').fill(newAddress);
    await emailForm.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await page.getByTestId('pending-email').waitFor();
    expect(await page.getByTestId('pending-email').textContent()).toContain(newAddress);
    await settled(page, 'vendor-own-data-phone');

    const mail = await filedMailTo(dataDir, newAddress, /^Neue E-Mail-Adresse bestätigen/);
    const link = /https?:\/\/\S+?(\/email-bestaetigen\?token=[^\s\]>"]+)/.exec(mail);
    expect(link).not.toBeNull();
    await page.goto(`${baseUrl}${link![1]}`);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await page.getByTestId('email-confirmed').waitFor();
    expect(await page.getByTestId('email-confirmed').textContent()).toContain(newAddress);
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, 'vendor-own-data-confirmed-phone');

    await page.getByRole('link', { name: 'Zum Dashboard' }).click();
    await page.getByRole('tab', { name: 'Meine Daten' }).click();
    await page.getByRole('form', { name: 'Meine Daten' }).waitFor();
    await page.getByText(newAddress).waitFor();
    expect(await page.getByTestId('pending-email').count()).toBe(0);
    expect(await page.getByLabel('Telefon').inputValue()).toBe('+43 660 7654321');

    expect(await filedMailTo(dataDir, oldAddress, /^Ihre E-Mail-Adresse wurde geändert/)).toContain(
      newAddress,
    );
    const history = await adminApi<{ title: string; detail: string | null }[]>(
      baseUrl,
      'GET',
      `/api/admin/vendors/${vendorId}/history`,
    );
    expect(history.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        'Eigene Daten geändert',
        'Neue E-Mail-Adresse angefordert',
        'E-Mail-Adresse geändert',
      ]),
    );
    await context.close();
  });

  it('on a desktop: the same section and the link page', async () => {
    const { accessCode } = await registerVendor(baseUrl);
    const page = await browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    await openOwnData(page, accessCode);
    await settled(page, 'vendor-own-data-desktop');
    await page.goto(`${baseUrl}/email-bestaetigen?token=kaputt`);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await page.getByText('Dieser Link ist ungültig.', { exact: false }).waitFor();
    await settled(page, 'vendor-own-data-link-invalid-desktop');
    await page.close();
  });
});
