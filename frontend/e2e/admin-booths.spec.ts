import type { AdminBoothAreaDto, AdminBoothDto, AdminVendorDto } from '@standl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Viewport = { width: number; height: number };

async function openBoothsTab(viewport: Viewport): Promise<Page> {
  const page = await openAdminDashboard(browser, baseUrl, viewport);
  await page.goto(`${baseUrl}/admin-dashboard?tab=booths`);
  await page.getByRole('heading', { name: 'Aktuelle Reservierungen' }).waitFor();
  return page;
}

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

async function adminBooths(): Promise<AdminBoothDto[]> {
  const areas = await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths');
  return areas.flatMap((area) => area.booths);
}

async function adminBooth(id: number): Promise<AdminBoothDto> {
  return (await adminBooths()).find((booth) => booth.id === id)!;
}

/** The last free stall of an area (other files take the first free ones). */
async function lastFreeBooth(areaCode: string): Promise<AdminBoothDto> {
  const free = (await adminBooths()).filter(
    (booth) =>
      booth.areaCode === areaCode && booth.status === 'available' && !booth.isBeingProcessed,
  );
  if (free.length === 0) throw new Error(`Kein freier Standplatz in ${areaCode}`);
  return free[free.length - 1]!;
}

/** Puts a stall back to free over the API (clean-up after a failed run). */
async function releaseBooth(id: number) {
  await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${id}`, {
    vendorId: null,
    status: 'available',
  });
}

/** Waits for the dialogs' fade-in, so a screenshot shows them fully drawn. */
async function snapshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await screenshot(page, name);
}

function tile(page: Page, number: string) {
  return page.locator(`[data-booth="${number}"]`);
}

describe.each(Object.entries(VIEWPORTS))('Admin stalls tab on %s', (name, viewport) => {
  it('reserves a free stall by name from the map and releases it after the confirmation', async () => {
    const booth = await lastFreeBooth('RS');
    const reservedName = `Musikverein Burgschloss ${name}`;
    const page = await openBoothsTab(viewport);
    try {
      await tile(page, booth.number).click();
      const dialog = page.getByRole('dialog', { name: /Standplatz reservieren/ });
      await dialog.getByText(`${booth.number} · Rittersaal · 120,00 €`).waitFor();
      await dialog.getByRole('tab', { name: 'Manueller Name' }).click();
      await dialog.getByRole('button', { name: 'Reservieren' }).click();
      await dialog.getByText('Bitte geben Sie einen Namen ein').waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`  ${reservedName}  `);
      await snapshot(page, `admin-booths-reserve-name-${name}`);
      await dialog.getByRole('button', { name: 'Reservieren' }).click();
      await toast(page, 'Standplatz reserviert').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const saved = await adminBooth(booth.id);
      expect(saved).toMatchObject({
        status: 'reserved',
        reservedName,
        reservationType: 'manual_name',
        reservedBy: 'admin',
      });

      const entry = page.getByTestId(`reservation-${booth.number}`);
      await entry.getByText('Manuelle Reservierung').waitFor();
      const text = await entry.innerText();
      expect(text).toContain('Reserviert');
      expect(text).toContain(reservedName);
      expect(text).toMatch(/\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} Uhr/);
      await expect(tile(page, booth.number).getAttribute('data-state')).resolves.toBe('reserved');
      await expect(tile(page, booth.number).getByTestId('booth-caption').innerText()).resolves.toBe(
        'Musikver',
      );
      await snapshot(page, `admin-booths-${name}`);

      await entry.getByRole('button', { name: `Standplatz ${booth.number} freigeben` }).click();
      const confirm = page.getByRole('dialog', { name: 'Standplatz freigeben?' });
      await confirm.getByText(`„${reservedName}“`).waitFor();
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect((await adminBooth(booth.id)).status).toBe('reserved');

      await entry.getByRole('button', { name: `Standplatz ${booth.number} freigeben` }).click();
      await confirm.getByRole('button', { name: 'Freigeben' }).click();
      await toast(page, 'Standplatz freigegeben').waitFor();
      await entry.waitFor({ state: 'detached' });
      expect(await adminBooth(booth.id)).toMatchObject({
        status: 'available',
        reservedName: null,
        reservationType: null,
      });
      await expect(tile(page, booth.number).getAttribute('data-state')).resolves.toBe('available');
    } finally {
      await releaseBooth(booth.id);
      await page.close();
    }
  });

  it('assigns a registered vendor through the reservation dialog, which confirms the vendor', async () => {
    const vendorName = `Lebkuchen Haas ${name} ${Date.now()}`;
    const { vendorId } = await registerVendor(baseUrl, { name: vendorName });
    const booth = await lastFreeBooth('BK');
    const page = await openBoothsTab(viewport);
    try {
      await page.getByRole('button', { name: 'Name reservieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Standplatz reservieren' });
      const vendorTab = dialog.getByRole('tab', { name: 'Registrierter Händler' });
      await vendorTab.click();
      await expect(vendorTab.getAttribute('aria-selected')).resolves.toBe('true');
      await dialog
        .getByRole('combobox', { name: 'Standplatz' })
        .selectOption({ label: booth.number });
      await dialog.getByRole('combobox', { name: 'Händler' }).fill(vendorName);
      const option = page.getByRole('option', { name: new RegExp(vendorName) });
      await option.waitFor();
      await snapshot(page, `admin-booths-vendor-options-${name}`);
      await option.click();
      await snapshot(page, `admin-booths-assign-dialog-${name}`);
      await dialog.getByRole('button', { name: 'Zuweisen' }).click();
      await toast(page, 'Standplatz zugewiesen').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const vendors = await adminApi<AdminVendorDto[]>(baseUrl, 'GET', '/api/admin/vendors');
      expect(vendors.find((vendor) => vendor.id === vendorId)).toMatchObject({
        status: 'confirmed',
        boothId: booth.id,
        boothNumber: booth.number,
      });
      expect(await adminBooth(booth.id)).toMatchObject({ status: 'occupied', vendorId });

      const entry = page.getByTestId(`reservation-${booth.number}`);
      await entry.getByText('Händler-Reservierung').waitFor();
      expect(await entry.innerText()).toContain('Belegt');
      await expect(tile(page, booth.number).getByTestId('booth-caption').innerText()).resolves.toBe(
        'Lebkuche',
      );

      // A taken stall on the map opens its details; 'Freigeben' there puts the vendor back.
      await tile(page, booth.number).click();
      const details = page.getByRole('dialog', { name: `Standplatz ${booth.number}` });
      await details.getByText(vendorName).waitFor();
      await snapshot(page, `admin-booths-details-${name}`);
      await details.getByRole('button', { name: 'Freigeben' }).click();
      await page
        .getByRole('dialog', { name: 'Standplatz freigeben?' })
        .getByRole('button', { name: 'Freigeben' })
        .click();
      await toast(page, 'Standplatz freigegeben').waitFor();
      await details.waitFor({ state: 'hidden' });
      expect((await adminBooth(booth.id)).status).toBe('available');
      const after = await adminApi<AdminVendorDto[]>(baseUrl, 'GET', '/api/admin/vendors');
      expect(after.find((vendor) => vendor.id === vendorId)).toMatchObject({
        status: 'pending',
        boothId: null,
      });
    } finally {
      await releaseBooth(booth.id);
      await page.close();
    }
  });

  it('edits the location description of a stall in area SO', async () => {
    const booth = (await adminBooths()).filter((item) => item.areaCode === 'SO').at(-1)!;
    const location = `Beim Brunnen, ${name}`;
    const page = await openBoothsTab(viewport);
    try {
      await page.getByRole('button', { name: `Standort ${booth.number} bearbeiten` }).click();
      const dialog = page.getByRole('dialog', { name: `Standort ${booth.number} bearbeiten` });
      await dialog.getByRole('textbox', { name: 'Standortbeschreibung' }).fill(location);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await toast(page, 'Standort aktualisiert').waitFor();
      await page.getByTestId(`location-${booth.number}`).getByText(location).waitFor();
      expect((await adminBooth(booth.id)).locationDescription).toBe(location);

      await page.getByRole('button', { name: `Standort ${booth.number} bearbeiten` }).click();
      await dialog.getByRole('textbox', { name: 'Standortbeschreibung' }).fill('   ');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByTestId(`location-${booth.number}`).getByText('keine Angabe').waitFor();
      expect((await adminBooth(booth.id)).locationDescription).toBeNull();
    } finally {
      await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${booth.id}`, {
        locationDescription: booth.locationDescription,
      });
      await page.close();
    }
  });
});
