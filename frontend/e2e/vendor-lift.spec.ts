import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, registerVendor } from './support/admin';
import {
  horizontalOverflow,
  launchBrowser,
  screenshot,
  settled,
  signInToDashboard,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** The narrowest phone the dashboard is made for, and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;

/** 'YYYY-MM-DD' of today plus `days` (UTC calendar; the set-up lies safely in the future). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const SETUP_DAYS = [dayFromNow(7), dayFromNow(8)];
const TEARDOWN_DAYS = [dayFromNow(20), dayFromNow(21)];

/** The long German day the chips carry as their accessible name. */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('de-AT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The `.ics` start of a Vienna wall-clock time, in UTC as the server writes it. */
function utcStamp(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Vienna',
    timeZoneName: 'longOffset',
  })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')!
    .value.match(/GMT([+-])(\d{2}):(\d{2})/);
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (+offset[2]! * 60 + +offset[3]!) : 0;
  const instant = new Date(guess.getTime() - minutes * 60_000);
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

beforeAll(async () => {
  browser = await launchBrowser();
  await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
    setupStartDate: SETUP_DAYS[0],
    setupEndDate: SETUP_DAYS[1],
    teardownStartDate: TEARDOWN_DAYS[0],
    teardownEndDate: TEARDOWN_DAYS[1],
  });
  // Every week day: the days above move with the calendar, and another file may leave weekends off.
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await adminApi(baseUrl, 'PUT', '/api/admin/lift-settings', {
    setup: { startTime: '06:00', endTime: '18:00', enabledDays: everyDay },
    breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: everyDay },
  });
});
afterAll(() => browser?.close());

async function freeBoothId(): Promise<number> {
  const booths = (await (await fetch(`${baseUrl}/api/booths`)).json()) as {
    id: number;
    status: string;
    isBeingProcessed?: boolean;
  }[];
  const free = booths.find((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  expect(free).toBeDefined();
  return free!.id;
}

async function slotIsBooked(day: string, time: string): Promise<boolean> {
  const slots = (await (await fetch(`${baseUrl}/api/public/lift-slots/${day}/setup`)).json()) as {
    time: string;
    isBooked: boolean;
  }[];
  return slots.find((slot) => slot.time === time)?.isBooked ?? false;
}

describe.each(Object.entries(WIDTHS))('vendor lift booking (%s)', (label, viewport) => {
  it('books a set-up slot, downloads its .ics, cancels it and the slot is free again', async () => {
    const vendor = await registerVendor(baseUrl, { name: `Lift-Händlerin ${label}` });
    await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
      boothId: await freeBoothId(),
    });

    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInToDashboard(page, baseUrl, vendor.accessCode);
    await page.getByRole('tab', { name: 'Lift-Termine' }).click();
    await page.getByTestId('lift-arrival-note').waitFor();

    const booking = page.getByTestId('lift-booking-setup');
    await booking.getByRole('button', { name: longDay(SETUP_DAYS[1]!) }).click();
    const grid = booking.getByTestId('lift-slots-setup');
    const free = grid.locator('button:not([disabled])').first();
    await free.waitFor();
    const slotLabel = (await free.getAttribute('aria-label'))!; // '06:00-06:30 Uhr'
    const timeSlot = slotLabel.replace(' Uhr', '');
    const time = timeSlot.slice(0, 5);
    await free.click();
    await booking.getByLabel('Notiz (optional)').fill('Zwei Kisten Kerzen, ein Rollwagen');
    await settled(page, `vendor-lift-choose-${label}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await booking.getByRole('button', { name: 'Termin buchen' }).click();
    await page
      .getByText('Termin gebucht')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, `vendor-lift-failure-${label}`);
        throw error;
      });
    const card = page.getByTestId('lift-appointment-setup');
    await card.waitFor();
    expect(await card.textContent()).toContain(longDay(SETUP_DAYS[1]!));
    expect(await card.textContent()).toContain(`${timeSlot} Uhr`);
    expect(await card.textContent()).toContain('Geplant');
    expect(await card.textContent()).toContain('Zwei Kisten Kerzen');
    expect(await slotIsBooked(SETUP_DAYS[1]!, time)).toBe(true);
    await settled(page, `vendor-lift-booked-${label}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Kalender (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${utcStamp(SETUP_DAYS[1]!, time)}`);

    await card.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog');
    await settled(page, `vendor-lift-cancel-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByText('Termin storniert').waitFor();
    await booking.waitFor();
    expect(await slotIsBooked(SETUP_DAYS[1]!, time)).toBe(false);
    await booking.getByRole('button', { name: longDay(SETUP_DAYS[1]!) }).click();
    const again = grid.getByRole('button', { name: slotLabel, exact: true });
    await again.waitFor();
    expect(await again.isEnabled()).toBe(true);
    await settled(page, `vendor-lift-free-again-${label}`);
    await context.close();
  });
});
