import type { AdminBoothAreaDto, AdminMarketSettingsDto, BoothDto } from '@standl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard } from './support/admin';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Viewport = { width: number; height: number };

async function openTab(viewport: Viewport, tab: 'areas' | 'settings'): Promise<Page> {
  const page = await openAdminDashboard(browser, baseUrl, viewport);
  await page.goto(`${baseUrl}/admin-dashboard?tab=${tab}`);
  return page;
}

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

async function adminAreas(): Promise<AdminBoothAreaDto[]> {
  return adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths');
}

async function adminArea(code: string): Promise<AdminBoothAreaDto> {
  return (await adminAreas()).find((area) => area.code === code)!;
}

async function publicBooths(): Promise<BoothDto[]> {
  const response = await fetch(`${baseUrl}/api/booths`);
  return (await response.json()) as BoothDto[];
}

/** Other files share the database: put an area back as it was. */
async function restoreArea(area: AdminBoothAreaDto) {
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
    name: area.name,
    price: area.price,
    totalBooths: area.totalBooths,
    allowSelfSelection: area.allowSelfSelection,
  });
}

async function openVendorMap(viewport: Viewport): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  await page.goto(`${baseUrl}/vendor-registration`);
  await page.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();
  await page.getByTestId('booth-map-area-AK').waitFor();
  return page;
}

describe.each(Object.entries(VIEWPORTS))('Admin areas tab on %s', (name, viewport) => {
  it('turns self-selection off, which hides the area from the vendor map, and on again', async () => {
    const original = await adminArea('BK');
    expect(original.allowSelfSelection).toBe(true);
    const page = await openTab(viewport, 'areas');
    try {
      const card = page.getByRole('region', { name: 'Burgkeller' });
      const selfSelection = card.getByRole('switch', { name: 'Selbstauswahl durch Händler' });
      await expect(card.getByTestId('self-selection-badge').innerText()).resolves.toBe('Aktiviert');
      expect(await card.innerText()).toMatch(/Code BK[\s\S]*Standplätze\s*12[\s\S]*75,00\s€/);
      await expect(
        page.getByText('nur über die Zuweisung durch den Veranstalter').isVisible(),
      ).resolves.toBe(true);
      await screenshot(page, `admin-areas-${name}`);

      await selfSelection.click();
      await toast(page, 'Bereich aktualisiert').waitFor();
      await expect(card.getByTestId('self-selection-badge').innerText()).resolves.toBe(
        'Deaktiviert',
      );
      expect((await adminArea('BK')).allowSelfSelection).toBe(false);
      const visible = await publicBooths();
      expect(visible.some((booth) => booth.areaCode === 'BK')).toBe(false);
      expect(visible.some((booth) => booth.areaCode === 'AK')).toBe(true);
      await screenshot(page, `admin-areas-bk-off-${name}`);

      const vendor = await openVendorMap(viewport);
      expect(await vendor.getByTestId('booth-map-area-BK').count()).toBe(0);
      expect(await vendor.getByTestId('booth-map-area-RS').count()).toBe(1);
      await vendor.close();

      await selfSelection.click();
      // The badge follows the server's answer, which may take a moment.
      await expect
        .poll(() => card.getByTestId('self-selection-badge').innerText())
        .toBe('Aktiviert');
      await expect.poll(async () => (await adminArea('BK')).allowSelfSelection).toBe(true);
      expect((await publicBooths()).filter((booth) => booth.areaCode === 'BK')).toHaveLength(12);
    } finally {
      await restoreArea(original);
      await page.close();
    }
  });

  it('edits name, price and count with the German checks and refuses to drop a reserved stall', async () => {
    const original = await adminArea('SO');
    // Two stalls more than found (another file may have grown the area), the top one reserved.
    const grown = original.totalBooths + 2;
    const topNumber = `SO-${String(grown).padStart(2, '0')}`;
    const page = await openTab(viewport, 'areas');
    try {
      await page
        .getByRole('region', { name: 'Sonderplatz' })
        .getByRole('button', { name: 'Bearbeiten' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Bereich SO bearbeiten' });
      await dialog.getByLabel('Name').fill('');
      await dialog.getByLabel('Preis pro Standplatz').fill('-5');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog.getByText('Name ist erforderlich').isVisible()).resolves.toBe(true);
      await expect(dialog.getByText('Preis muss positiv sein').isVisible()).resolves.toBe(true);
      await screenshot(page, `admin-area-edit-errors-${name}`);
      expect((await adminArea('SO')).name).toBe('Sonderplatz');

      await dialog.getByLabel('Name').fill('Sonderplätze Vorburg');
      await dialog.getByLabel('Preis pro Standplatz').fill('85,50');
      await dialog.getByLabel('Anzahl Standplätze').fill(String(grown));
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await toast(page, 'Bereich aktualisiert').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const saved = await adminArea('SO');
      expect(saved).toMatchObject({
        name: 'Sonderplätze Vorburg',
        price: 8550,
        totalBooths: grown,
      });
      expect(saved.booths.map((booth) => booth.number)).toContain(topNumber);
      const card = page.getByRole('region', { name: 'Sonderplätze Vorburg' });
      expect(await card.innerText()).toMatch(
        new RegExp(`Standplätze\\s*${grown}[\\s\\S]*85,50\\s€`),
      );

      const top = saved.booths.find((booth) => booth.number === topNumber)!;
      await adminApi(baseUrl, 'POST', `/api/admin/booths/${top.id}/reserve-manually`, {
        name: 'Glühweinstand Test',
      });
      await card.getByRole('button', { name: 'Bearbeiten' }).click();
      await dialog.getByLabel('Anzahl Standplätze').fill(String(original.totalBooths));
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog
        .getByText(
          `Die Anzahl kann nicht verringert werden: Standplatz ${topNumber} ist vergeben, reserviert oder gerade in Bearbeitung.`,
        )
        .waitFor();
      await toast(page, 'Bereich konnte nicht aktualisiert werden.').waitFor();
      await screenshot(page, `admin-area-edit-conflict-${name}`);
      expect((await adminArea('SO')).totalBooths).toBe(grown);

      await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${top.id}`, {
        vendorId: null,
        status: 'available',
      });
    } finally {
      await restoreArea(original);
      await page.close();
    }
    // As found: another file (the waiting list's) may have grown the area before this one.
    expect(await adminArea('SO')).toMatchObject({
      name: 'Sonderplatz',
      totalBooths: original.totalBooths,
    });
  });
});

async function adminSettings(): Promise<AdminMarketSettingsDto> {
  return adminApi<AdminMarketSettingsDto>(baseUrl, 'GET', '/api/admin/market-settings');
}

describe.each(Object.entries(VIEWPORTS))('Admin settings tab on %s', (name, viewport) => {
  it('closes the registration, shows the badge and the closed notice, and opens it again', async () => {
    const original = await adminSettings();
    expect(original.isRegistrationOpen).toBe(true);
    const page = await openTab(viewport, 'settings');
    try {
      const badge = page.getByTestId('registration-badge');
      await expect(badge.innerText()).resolves.toBe('Aktiv');
      await expect(page.getByLabel('Marktname').inputValue()).resolves.toBe(original.marketName);
      await expect(page.getByLabel('Öffnet täglich um').inputValue()).resolves.toBe('10:00');
      await screenshot(page, `admin-settings-${name}`);

      await page.getByLabel('Marktname').fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Marktname ist erforderlich').isVisible()).resolves.toBe(true);
      await page.getByLabel('Marktname').fill(original.marketName);

      await page.getByRole('switch', { name: 'Anmeldung aktiviert' }).click();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await toast(page, 'Einstellungen gespeichert').waitFor();
      await expect.poll(() => badge.innerText()).toBe('Deaktiviert');
      expect((await adminSettings()).isRegistrationOpen).toBe(false);

      const vendor = await browser.newPage({ viewport, locale: 'de-AT' });
      await vendor.goto(`${baseUrl}/vendor-registration`);
      const notice = vendor.getByTestId('registration-closed');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(
        'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
      );
      await vendor.close();

      await page.getByRole('switch', { name: 'Anmeldung aktiviert' }).click();
      await page.getByLabel('Anmeldung ab').fill('2030-01-01');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => badge.innerText()).toBe('Startet 1. Jän. 2030');
      const saved = await adminSettings();
      expect(saved.isRegistrationOpen).toBe(true);
      expect(saved.registrationStartDate).toBe('2029-12-31T23:00:00.000Z');
      await screenshot(page, `admin-settings-saved-${name}`);

      await page.getByLabel('Anmeldung ab').fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => badge.innerText()).toBe('Aktiv');
      expect((await adminSettings()).registrationStartDate).toBeNull();
    } finally {
      await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
        marketName: original.marketName,
        isRegistrationOpen: original.isRegistrationOpen,
        registrationStartDate: original.registrationStartDate,
        registrationEndDate: original.registrationEndDate,
        // A null in the camelCase field alone is read as "not sent" (see SettingsForm).
        registration_start_date: original.registrationStartDate,
        registration_end_date: original.registrationEndDate,
      });
      await page.close();
    }
  });

  it('saves the bank details vendors see and checks the IBAN', async () => {
    const page = await openTab(viewport, 'settings');
    try {
      await page.getByLabel('IBAN').fill('AT61 1904 3002 3457 3201');
      await page.getByLabel('BIC').fill('bkaustww');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await toast(page, 'Einstellungen gespeichert').waitFor();
      expect(await adminSettings()).toMatchObject({
        bankIban: 'AT611904300234573201',
        bankBic: 'BKAUSTWW',
      });

      await page.getByLabel('IBAN').fill('AT6');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Ungültige IBAN').isVisible()).resolves.toBe(true);
    } finally {
      await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
        bankIban: null,
        bankBic: null,
      });
      await page.close();
    }
  });
});
