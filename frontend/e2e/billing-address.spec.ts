import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminToken, registerVendor } from './support/admin';
import {
  horizontalOverflow,
  launchBrowser,
  settled,
  signInToDashboard,
  VIEWPORTS,
  dialogShot,
} from './support/browser';

// A vendor paid in full without a billing address: the Kleinbetragsrechnung is issued, the
// dashboard asks for the address, and the organiser enters it in the vendor dialog.

const baseUrl = inject('baseUrl');
let browser: Browser;

interface AdminVendor {
  id: string;
  billingStreet: string | null;
  billingPostalCode: string | null;
  billingCity: string | null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await adminApi(baseUrl, 'PUT', '/api/admin/invoice-settings', {
    legalName: 'Burgverein Hochosterwitz',
    street: 'Hochosterwitz 1',
    postalCode: '9314',
    city: 'Launsdorf',
    country: 'Österreich',
    uid: 'ATU12345678',
    vatMode: 'standard',
    vatRate: 20,
  });
});
afterAll(() => browser?.close());

async function freeBoothId(): Promise<number> {
  const areas = await adminApi<
    { booths: { id: number; status: string; isBeingProcessed: boolean }[] }[]
  >(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((b) => b.status === 'available' && !b.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  return booth.id;
}

/** Registered, on a stall and paid in full in cash, without a billing address. */
async function paidVendorWithoutAddress(name: string) {
  const vendor = await registerVendor(baseUrl, { name });
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
    boothId: await freeBoothId(),
  });
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/cash-payment`, {});
  await expect
    .poll(
      async () =>
        (
          await adminApi<unknown[]>(
            baseUrl,
            'GET',
            `/api/admin/invoices?vendorId=${vendor.vendorId}`,
          )
        ).length,
    )
    .toBe(1);
  return vendor;
}

/** axe (WCAG 2.x A and AA) on the page or one part of it: rule and elements of each finding. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22a',
    'wcag22aa',
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

describe.each(Object.entries(VIEWPORTS))('billing address (%s)', (label, viewport) => {
  it('asks the vendor on the dashboard and leads to the form beside the issued invoice', async () => {
    const vendor = await paidVendorWithoutAddress(`Kerzen Prompt ${label}`);
    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    await signInToDashboard(page, baseUrl, vendor.accessCode);

    const prompt = page.getByTestId('billing-address-prompt');
    await prompt.getByText('Ihre Rechnungsadresse fehlt').waitFor();
    expect(await prompt.innerText()).toContain('Kleinbetragsrechnung ohne Ihre Anschrift');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page, `billing-address-prompt-${label}`);
    expect(await axeViolations(page, '[data-testid="billing-address-prompt"]')).toEqual([]);

    await prompt.getByRole('button', { name: 'Rechnungsadresse ergänzen' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByTestId('invoice-download').waitFor();
    expect(await prompt.count()).toBe(0);
    await panel.getByLabel(/Straße und Hausnummer/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page, `billing-address-invoice-tab-${label}`);
    await context.close();
  });

  it('lets the organiser enter the address in the vendor dialog', async () => {
    const name = `Kerzen Konsole ${label} ${Math.random().toString(36).slice(2, 6)}`;
    const vendor = await paidVendorWithoutAddress(name);
    // A context of its own (axe needs one), signed in as the login page leaves it.
    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    const token = await adminToken(baseUrl);
    await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(`${baseUrl}/admin-dashboard?tab=vendors`);
    await page.getByText('Angemeldet als').first().waitFor();
    await page.getByLabel('Händler suchen').fill(name);
    await page
      .getByTestId('vendor-row')
      .filter({ hasText: name })
      .getByRole('button', { name: /Details/ })
      .click();
    const detail = page.getByRole('dialog', { name });
    const section = detail.getByRole('region', { name: 'Rechnungsadresse' });
    await section.getByText('Keine Rechnungsadresse hinterlegt').waitFor();
    await section.scrollIntoViewIfNeeded();
    await dialogShot(page, `billing-address-console-missing-${label}`);

    await section.getByRole('button', { name: 'Eintragen' }).click();
    await section.getByLabel(/Postleitzahl/).fill('93');
    await section.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await section.getByText('Eine österreichische Postleitzahl hat 4 Ziffern').waitFor();
    await section.getByText('Bitte geben Sie Straße und Hausnummer ein').waitFor();
    await section.scrollIntoViewIfNeeded();
    await dialogShot(page, `billing-address-console-form-${label}`);
    expect(await axeViolations(page, 'section[aria-label="Rechnungsadresse"]')).toEqual([]);

    await section.getByLabel(/Straße und Hausnummer/).fill('Hauptplatz 3');
    await section.getByLabel(/Postleitzahl/).fill('9300');
    await section.getByLabel(/^Ort/).fill('St. Veit an der Glan');
    await section.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Rechnungsadresse gespeichert' });
    await saved.waitFor();
    await saved.getByRole('button').click();
    await saved.waitFor({ state: 'detached' });
    await section
      .getByTestId('billing-address')
      .filter({ hasText: 'Hauptplatz 3, 9300 St. Veit an der Glan, Österreich' })
      .waitFor();
    await section.scrollIntoViewIfNeeded();
    await dialogShot(page, `billing-address-console-saved-${label}`);

    const vendors = await adminApi<AdminVendor[]>(baseUrl, 'GET', '/api/admin/vendors');
    expect(vendors.find((v) => v.id === vendor.vendorId)).toMatchObject({
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
    });
    await context.close();
  });
});
