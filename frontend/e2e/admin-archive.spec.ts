import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, settled } from './support/browser';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

interface ArchiveEntry {
  id: number;
  vendorId: string | null;
  name: string;
  year: number;
  status: 'active' | 'blocked';
  reason: string | null;
}

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** The organiser's phone (the narrowest common width) and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
/** A different archive year per width, so the year filter has something to tell apart. */
const YEARS = { phone: 2023, desktop: 2024 } as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7)}`;
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title }).first();
}

/** An open dialog as the user sees it: the viewport only (a full-page shot tears the modal). */
async function dialogShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** A tab from the tab bar, or from the dropdown that replaces it on phones. */
async function openTab(page: Page, phone: boolean, label: string, heading: string) {
  if (phone) {
    await page.getByLabel('Bereich des Dashboards').click();
    await page.getByRole('option', { name: label, exact: true }).click();
  } else {
    await page.getByRole('tab', { name: label, exact: true }).click();
  }
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.each(Object.entries(WIDTHS))('Admin archive tab on %s', (name, viewport) => {
  const phone = name === 'phone';
  const year = YEARS[name as keyof typeof YEARS];

  it('blocks a vendor from the archive, filters by year and status, lifts the block', async () => {
    const vendorName = unique(`Glühweinstand Gruber ${name}`);
    const { vendorId } = await registerVendor(baseUrl, { name: vendorName });
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openTab(page, phone, 'Archiv', 'Archiv');
    await page.getByTestId('archive-counter').filter({ hasText: 'gefunden' }).waitFor();
    await settled(page, `admin-archive-${name}`);

    // Block: a vendor, a reason (blanks are refused) and the archive year.
    await page.getByRole('button', { name: 'Händler sperren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Händler sperren' });
    await dialog.getByLabel(/Grund der Sperre/).fill('   ');
    await dialog.getByRole('button', { name: 'Sperren' }).click();
    await dialog.getByText('Bitte wählen Sie einen Händler aus').waitFor();
    await dialog.getByText('Bitte geben Sie einen Grund für die Sperre ein').waitFor();
    await dialog.getByRole('combobox', { name: 'Händler' }).fill(vendorName);
    await page.getByRole('option', { name: new RegExp(vendorName) }).click();
    await dialog.getByLabel(/Grund der Sperre/).fill('  Nicht aufgebaut  ');
    await dialog.getByLabel(/Archivjahr/).fill(String(year));
    await dialogShot(page, `admin-archive-block-${name}`);
    await dialog.getByRole('button', { name: 'Sperren' }).click();
    await toast(page, 'Händler gesperrt').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const entries = await adminApi<ArchiveEntry[]>(baseUrl, 'GET', '/api/admin/vendor-archive');
    const entry = entries.find((item) => item.vendorId === vendorId && item.status === 'blocked');
    expect(entry).toMatchObject({ name: vendorName, year, reason: 'Nicht aufgebaut' });

    // Filters: the search, the year just used, then the status.
    await page.getByLabel('Archiv durchsuchen').fill(vendorName);
    const row = page.getByTestId('archive-row').filter({ hasText: vendorName });
    await row.waitFor();
    expect(await row.getByTestId('archive-status').innerText()).toBe('Gesperrt');
    await row.getByText('Nicht aufgebaut').waitFor();
    await select(page, 'Jahr', String(year));
    await row.waitFor();
    await select(page, 'Status', 'Aktiv');
    await row.waitFor({ state: 'detached' });
    await page.getByText('Keine Einträge gefunden.').waitFor();
    await select(page, 'Status', 'Gesperrt');
    await row.waitFor();
    await settled(page, `admin-archive-filtered-${name}`);
    expect(await horizontalOverflow(page)).toBe(0);

    // The vendor's history from the event log names the block.
    await row.getByRole('button', { name: `Verlauf: ${vendorName}` }).click();
    const history = page.getByRole('dialog', { name: `Verlauf: ${vendorName}` });
    await history
      .getByTestId('history-entry')
      .filter({ hasText: 'Nicht aufgebaut' })
      .first()
      .waitFor();
    await dialogShot(page, `admin-archive-history-${name}`);
    await history.getByRole('button', { name: 'Schließen' }).click();
    await history.waitFor({ state: 'detached' });

    // Unblock after the confirmation question.
    await row.getByRole('button', { name: `Sperre aufheben: ${vendorName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Sperre aufheben?' });
    await dialogShot(page, `admin-archive-unblock-${name}`);
    await confirm.getByRole('button', { name: 'Sperre aufheben' }).click();
    await toast(page, 'Sperre aufgehoben').waitFor();
    // Still filtered to 'Gesperrt': the entry leaves the list; under 'Alle' it is active.
    await row.waitFor({ state: 'detached' });
    await select(page, 'Status', 'Alle');
    await row.getByTestId('archive-status').filter({ hasText: 'Aktiv' }).waitFor();
    const vendors = await adminApi<{ id: string; isBlocked: boolean }[]>(
      baseUrl,
      'GET',
      '/api/admin/vendors',
    );
    const vendor = vendors.find((item) => item.id === vendorId);
    expect(vendor?.isBlocked).toBe(false);
    await page.close();
  });

  it('shows the dry run of the season change and says from when archiving is possible', async () => {
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    const { marketEndDate } = (await adminApi(baseUrl, 'GET', '/api/admin/market-settings')) as {
      marketEndDate: string;
    };
    await openTab(page, phone, 'Archiv', 'Archiv');
    const season = page.getByRole('region', { name: 'Saison abschließen' });
    const archive = season.getByRole('button', { name: 'Saison jetzt archivieren' });
    expect(await archive.isDisabled()).toBe(true);
    await season.getByRole('button', { name: 'Probelauf' }).click();
    const dryRun = season.getByTestId('season-dry-run');
    await dryRun.getByText(/^Probelauf: Saison \d{4} → \d{4}$/).waitFor();
    await dryRun.getByRole('list', { name: 'Händler der Saison' }).waitFor();
    // The shared test server's market is still ahead: the console says so before anything is sent.
    const [year, month, day] = marketEndDate.split('-').map(Number);
    const from = new Date(Date.UTC(year!, month! - 1, day! + 1));
    const hint = season.getByTestId('season-archive-hint');
    expect(await hint.textContent()).toMatch(
      new RegExp(
        `^Archivieren ist ab ${from.getUTCDate()}\\. \\S+ ${from.getUTCFullYear()} möglich, nach dem letzten Markttag \\(${day}\\. \\S+ ${year}\\)\\.$`,
      ),
    );
    expect(await archive.isDisabled()).toBe(true);
    expect(await archive.getAttribute('aria-describedby')).toBe('season-archive-hint');
    await season.scrollIntoViewIfNeeded();
    await dialogShot(page, `admin-archive-season-${name}`);
    await page.close();
  });

  it('runs the Aufbau-Check from the vendors tab and lists the jobs in the settings tab', async () => {
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    // Before the last market day 18:00 the check blocks nobody and says why.
    await page
      .getByRole('group', { name: 'Aufbautag' })
      .getByRole('button', { name: 'Aufbau-Check' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Aufbau-Check ausführen?' });
    await confirm.getByText(/bis zum letzten Markttag um 18:00 Uhr nicht aufgebaut/).waitFor();
    await dialogShot(page, `admin-aufbau-check-${name}`);
    await confirm.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await toast(page, 'Aufbau-Check: niemand gesperrt').waitFor();

    await openTab(page, phone, 'Marktzeiten & Einstellungen', 'Marktzeiten & Einstellungen');
    const section = page.getByRole('region', { name: 'Automatische Abläufe' });
    await section.getByTestId('job-row').first().waitFor();
    expect(await section.getByTestId('job-row').count()).toBeGreaterThan(0);
    await section.getByText('Sperre: nicht aufgebaut bis zum letzten Markttag 18:00').waitFor();
    // Description and next run agree: the season archive runs at 03:00 (issue 25).
    const archiveJob = await section.locator('[data-job="archive-season"]').innerText();
    expect(archiveJob).toContain(
      'täglich um 03:00; wirkt einmal pro Saison, zwei Monate nach dem letzten Markttag',
    );
    expect(archiveJob).toMatch(/\d{4}, 03:00 Uhr/);
    await settled(page, `admin-jobs-${name}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});
