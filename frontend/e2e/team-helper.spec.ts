import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, settled } from './support/browser';
import { axeViolations } from './support/axe';
import { filedMailTo } from './support/mail';

/**
 * A helper of the set-up crew on set-up day (issue 29): invited by the organiser, accepts the
 * invitation from the mail, signs in on a phone, lands on the scanner, confirms a stall by its
 * typed code, and the vendor's history names the helper; the helper's console offers nothing
 * but the set-up tabs.
 */

interface AdminArea {
  booths: { id: number; status: string; isBeingProcessed: boolean }[];
}
interface ScanVendor {
  vendorId: string;
  name: string;
  scanCode: string | null;
}
interface HistoryEntry {
  type: string;
  actor: string | null;
  actorAccountId: number | null;
}

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Lebkuchen-Herz-am-Burgtor-7';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function vendorWithStall(): Promise<ScanVendor> {
  const name = `Helfer-Stand ${Math.random().toString(36).slice(2, 7)}`;
  const { vendorId } = await registerVendor(baseUrl, { name });
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  await adminApi(baseUrl, 'POST', '/api/admin/generate-scan-codes');
  const list = await adminApi<{ vendors: ScanVendor[] }>(baseUrl, 'GET', '/api/admin/scan-list');
  return list.vendors.find((entry) => entry.vendorId === vendorId)!;
}

describe('a set-up helper with an account of their own', () => {
  it('accepts the invitation, signs in on a phone, scans a typed code and is named in the history', async () => {
    const vendor = await vendorWithStall();
    const email = `helferin-${Date.now()}@example.at`;
    await adminApi(baseUrl, 'POST', '/api/admin/team/invitations', {
      name: 'Hanna Helfer',
      email,
      role: 'setup',
    });
    const link = /https?:\/\/\S+?(\/admin-einladung\?token=[^\s\]>"]+)/.exec(
      await filedMailTo(dataDir, email),
    );
    expect(link).not.toBeNull();

    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${link![1]}`);
    const form = page.getByRole('form', { name: 'Einladung annehmen' });
    await form.getByText('Hanna Helfer').waitFor();
    await form.getByText('Aufbau', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, 'team-invitation-phone');
    await page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Neues Passwort bestätigen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Einladung annehmen' }).click();
    await page.getByText('Willkommen im Team!').waitFor();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

    await page.getByLabel('Benutzername').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // On a phone the set-up crew lands on the scanner.
    await page.waitForURL(/\/qr-scanner$/);
    await page.getByRole('heading', { name: 'Aufbau-Bestätigung' }).waitFor();
    await page.getByText(/^Stand: /).waitFor();

    await page.getByLabel('Zugangscode').fill(vendor.scanCode!);
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    const summary = page.getByRole('region', { name: 'Gefundener Standplatz' });
    await summary.getByText(vendor.name).waitFor();
    // No access code for the set-up crew, and no contact.
    expect(await summary.getByText('Zugangscode').count()).toBe(0);
    await summary.getByRole('button', { name: 'Aufbau bestätigen' }).click();
    await page.getByText('Aufbau bestätigt').first().waitFor();
    await settled(page, 'team-helper-scanned-phone');

    const history = await adminApi<HistoryEntry[]>(
      baseUrl,
      'GET',
      `/api/admin/vendors/${vendor.vendorId}/history`,
    );
    const setUp = history.find((entry) => entry.type === 'registration.vendor-set-up.v1');
    expect(setUp?.actor).toBe('Hanna Helfer');

    // The helper's console: the set-up tabs only (on a phone, the dropdown of the tabs).
    await page.goto(`${baseUrl}/admin-dashboard`);
    await page.getByText('Angemeldet als').waitFor();
    await page.getByRole('combobox', { name: 'Bereich des Dashboards' }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Aufbau', 'Lift-Termine']);
    await page.getByRole('option', { name: 'Aufbau' }).click();
    await page.locator('li[data-value]').first().waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, 'team-helper-console-phone');

    // Another route of the console answers the helper's token with 403.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const vendors = await fetch(`${baseUrl}/api/admin/vendors`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(vendors.status).toBe(403);
    await context.close();
  });
});
