import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, settled } from './support/browser';

interface AdminArea {
  booths: { id: number; status: string; isBeingProcessed: boolean }[];
}

interface Appointment {
  id: number;
  vendorId: string;
  date: string;
  timeSlot: string;
  appointmentType: string;
  status: string;
}

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** The organiser's phone (the narrowest common width) and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
/** Set-up Tuesday 1 to Friday 4 December 2026, teardown Wednesday 9 to Thursday 10 December. */
const DAY = '2026-12-02';
const DAY_TEXT = 'Mittwoch, 2. Dezember 2026';
/** Each width books its own slots, so the two runs never meet on the one lift. */
const SLOTS = {
  phone: { booked: '06:00-06:30', movedTo: '08:00-08:30', breakdown: '08:00-08:30' },
  desktop: { booked: '07:00-07:30', movedTo: '09:00-09:30', breakdown: '09:00-09:30' },
} as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
    setupStartDate: '2026-12-01',
    setupEndDate: '2026-12-04',
    teardownStartDate: '2026-12-09',
    teardownEndDate: '2026-12-10',
  });
  await adminApi(baseUrl, 'PUT', '/api/admin/lift-settings', {
    slotMinutes: 30,
    setup: { startTime: '06:00', endTime: '18:00', enabledDays: [1, 2, 3, 4, 5] },
    breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [1, 2, 3, 4, 5] },
  });
});
afterAll(() => browser?.close());

/** A registered vendor with a stall ('Bestätigt'), who may use the lift. */
async function vendorWithStall(name: string): Promise<string> {
  const vendor = await registerVendor(baseUrl, { name });
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  return vendor.vendorId;
}

async function appointmentsOf(vendorId: string): Promise<Appointment[]> {
  const all = await adminApi<Appointment[]>(baseUrl, 'GET', '/api/admin/lift-appointments');
  return all.filter((item) => item.vendorId === vendorId);
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

/** Picks an option of an MUI select by its label. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Pages of a PDF Chromium wrote (each page object is `/Type /Page`). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

describe.each(Object.entries(WIDTHS))('Admin lift tab on %s', (name, viewport) => {
  const slots = SLOTS[name as keyof typeof SLOTS];

  it('shows a booked set-up slot, moves it, completes it, books and deletes, and prints the day', async () => {
    const vendorName = `Lebzelterei Moser ${name} ${Math.random().toString(36).slice(2, 6)}`;
    const vendorId = await vendorWithStall(vendorName);
    await adminApi(baseUrl, 'POST', '/api/admin/lift-appointments', {
      vendorId,
      vendorName,
      date: DAY,
      timeSlot: slots.booked,
      appointmentType: 'setup',
      notes: 'Zwei Paletten Lebkuchen',
      status: 'booked',
      bookedBy: 'admin',
    });

    const page = await openAdminDashboard(browser, baseUrl, viewport);
    // From the vendor detail dialog: 'Lift-Termine verwalten' opens the tab focused on the vendor.
    if (name === 'desktop') {
      await page.getByLabel('Händler suchen').fill(vendorName);
      await page.getByRole('button', { name: 'Details' }).first().click();
      await page.getByRole('button', { name: 'Lift-Termine verwalten' }).click();
    } else {
      await page.goto(`${baseUrl}/admin-dashboard?tab=lift&vendor=${vendorId}`);
    }
    await page.getByRole('heading', { name: 'Lift-Termine', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('vendor')).toBe(vendorId);
    const banner = page.getByRole('status').filter({ hasText: `Lift-Termine für ${vendorName}` });
    // The banner names the appointment once the appointments have loaded.
    await banner.filter({ hasText: `Aufbau: ${DAY_TEXT}, ${slots.booked} Uhr` }).waitFor();
    const panel = page.getByTestId('lift-market-panel');
    expect(await panel.innerText()).toContain('1. - 4. Dez. 2026');

    // The scheduler shows the first 8 characters of the vendor on the booked slot.
    const day = page.getByRole('region', { name: `Aufbau ${DAY_TEXT}` });
    const booked = day.getByRole('button', { name: `${slots.booked} ${vendorName}` });
    expect(
      (await booked.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([slots.booked.slice(0, 5), vendorName.slice(0, 8).trimEnd()]);
    await settled(page, `admin-lift-scheduler-${name}`);
    await page
      .locator('section[aria-labelledby="lift-scheduler-heading"]')
      .screenshot({ path: join(SCREENSHOTS, `admin-lift-scheduler-panel-${name}.png`) });

    // The settings dialog checks like the server before sending.
    await page.getByRole('button', { name: 'Lift-Einstellungen' }).click();
    const settingsDialog = page.getByRole('dialog', { name: 'Lift-Einstellungen' });
    await settingsDialog.getByLabel('Aufbau bis').fill('05:00');
    await settingsDialog.getByRole('button', { name: 'Speichern' }).click();
    await settingsDialog.getByText('Die Endzeit muss nach der Startzeit liegen.').waitFor();
    await dialogShot(page, `admin-lift-settings-${name}`);
    await settingsDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await settingsDialog.waitFor({ state: 'detached' });

    // Move it to another free slot of the day.
    await booked.click();
    const dialog = page.getByRole('dialog', { name: `Aufbau-Termin: ${vendorName}` });
    await choose(dialog, page, 'Zeit', slots.movedTo);
    await dialogShot(page, `admin-lift-move-${name}`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Termin geändert').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await appointmentsOf(vendorId))[0]).toMatchObject({
      date: DAY,
      timeSlot: slots.movedTo,
      status: 'booked',
    });
    const moved = day.getByRole('button', { name: `${slots.movedTo} ${vendorName}` });
    await moved.waitFor();
    await day.getByRole('button', { name: `${slots.booked} frei – buchen` }).waitFor();

    // Mark it completed.
    await moved.click();
    await dialog.getByRole('button', { name: 'Als abgeschlossen markieren' }).click();
    await toast(page, 'Termin geändert').waitFor();
    await dialog.getByRole('button', { name: 'Wieder auf Geplant setzen' }).waitFor();
    expect((await appointmentsOf(vendorId))[0]?.status).toBe('completed');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await day
      .getByRole('button', { name: `${slots.movedTo} ${vendorName} (abgeschlossen)` })
      .waitFor();

    // Book the teardown into a free slot: the focused vendor is preselected.
    await page.getByRole('tab', { name: 'Abbau' }).click();
    const teardown = page.getByRole('region', { name: 'Abbau Mittwoch, 9. Dezember 2026' });
    await teardown.getByRole('button', { name: `${slots.breakdown} frei – buchen` }).click();
    const booking = page.getByRole('dialog', { name: 'Abbau-Termin buchen' });
    expect(await booking.getByLabel(/Händler \(Name oder E-Mail\)/).inputValue()).toBe(vendorName);
    await booking.getByLabel('Notiz (optional)').fill('Rampe hinten');
    await dialogShot(page, `admin-lift-book-${name}`);
    await booking.getByRole('button', { name: 'Buchen' }).click();
    await toast(page, 'Termin gebucht').waitFor();
    await booking.waitFor({ state: 'detached' });
    await teardown.getByRole('button', { name: `${slots.breakdown} ${vendorName}` }).waitFor();
    expect((await appointmentsOf(vendorId)).map((item) => item.appointmentType).sort()).toEqual([
      'breakdown',
      'setup',
    ]);
    await settled(page, `admin-lift-list-${name}`);

    // All days printed: one A4 page per day with appointments.
    await page.getByRole('tab', { name: 'Druckansicht' }).click();
    await page.getByRole('region', { name: 'Druckvorschau' }).waitFor();
    const all = await adminApi<Appointment[]>(baseUrl, 'GET', '/api/admin/lift-appointments');
    const allPages = pageCount(await page.pdf({ format: 'A4', printBackground: true }));
    expect(allPages).toBe(new Set(all.map((item) => item.date)).size);
    expect(allPages).toBeGreaterThanOrEqual(2);
    await page.getByRole('tab', { name: 'Abbau' }).click();

    // Delete the teardown appointment from the list, after the confirmation.
    const breakdownId = (await appointmentsOf(vendorId)).find(
      (item) => item.appointmentType === 'breakdown',
    )!.id;
    if (name === 'phone') {
      await page
        .getByRole('listitem', { name: `${vendorName}, Abbau` })
        .getByRole('button', { name: 'Löschen' })
        .click();
    } else {
      await page
        .getByTestId(`lift-row-${breakdownId}`)
        .getByRole('button', { name: `Termin von ${vendorName} löschen` })
        .click();
    }
    const question = page.getByRole('dialog', { name: 'Termin löschen?' });
    await question.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Termin gelöscht').waitFor();
    await teardown.getByRole('button', { name: `${slots.breakdown} frei – buchen` }).waitFor();
    expect((await appointmentsOf(vendorId)).map((item) => item.appointmentType)).toEqual(['setup']);

    // Ending the vendor focus keeps the tab and drops the vendor from the address.
    await banner.getByRole('button', { name: 'Beenden' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('vendor')).toBeNull();

    // The print view of the day: one A4 page, 'Drucken' calls window.print().
    await page.getByRole('tab', { name: 'Druckansicht' }).click();
    await choose(page.locator('body'), page, 'Tag', DAY_TEXT);
    const sheet = page
      .getByRole('region', { name: 'Druckvorschau' })
      .getByRole('region', { name: `Lift-Termine ${DAY_TEXT}` });
    await sheet.waitFor();
    const sheetText = await sheet.innerText();
    expect(sheetText).toContain(vendorName);
    expect(sheetText).toContain('Zwei Paletten Lebkuchen');
    expect(sheetText).toContain('Abgeschlossen');
    await settled(page, `admin-lift-print-${name}`);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Chromium's print-to-PDF: the day fits one A4 page and nothing of the app is printed.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(join(SCREENSHOTS, `admin-lift-print-${name}.pdf`), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    // What the paper shows, as a picture: print media on an A4-sized viewport.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.waitForTimeout(300);
    expect(await page.getByText('Angemeldet als').first().isVisible()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, `admin-lift-paper-${name}.png`) });
    await page.close();
  });
});

it('prints a full day of 30-minute slots (24 appointments) on one A4 page', async () => {
  const page = await openAdminDashboard(browser, baseUrl, WIDTHS.desktop);
  // A full day, as the list answer would carry it (the one lift allows 24 half hours 06-18).
  const full = Array.from({ length: 24 }, (_, index) => {
    const start = 6 * 60 + index * 30;
    const time = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return {
      id: 10_000 + index,
      vendorId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      vendorName: `Kunsthandwerk und Feinkost Gebrüder Obermoser-Steinberger ${index + 1}`,
      date: '2026-12-03',
      timeSlot: `${time(start)}-${time(start + 30)}`,
      appointmentType: index % 2 ? 'breakdown' : 'setup',
      notes: index % 3 ? 'Zwei Paletten, bitte Hubwagen bereithalten' : null,
      status: index % 4 ? 'booked' : 'completed',
      bookedBy: 'admin',
      createdAt: '2026-11-20T10:00:00.000Z',
      vendor: {
        name: `Kunsthandwerk und Feinkost Gebrüder Obermoser-Steinberger ${index + 1}`,
        email: 'x@example.at',
      },
      fitsSchedule: true,
    };
  });
  await page.route('**/api/admin/lift-appointments', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: full }) : route.continue(),
  );
  await page.goto(`${baseUrl}/admin-dashboard?tab=lift`);
  await page.getByRole('tab', { name: 'Druckansicht' }).click();
  await choose(page.locator('body'), page, 'Tag', 'Donnerstag, 3. Dezember 2026');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, 'admin-lift-print-full-day.pdf'), pdf);
  expect(pageCount(pdf)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOTS, 'admin-lift-paper-full-day.png') });
  await page.close();
});
