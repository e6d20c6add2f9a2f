import type { AdminBoothAreaDto } from '@standl/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminApi,
  freeStallOf,
  giveBackStalls,
  openAdminDashboard,
  registerVendor,
} from './support/admin';
import {
  dialogShot,
  horizontalOverflow,
  launchBrowser,
  settled,
  VIEWPORTS,
} from './support/browser';
import { axeViolations } from './support/axe';

/**
 * The waiting list in the console (issue 31) at 1280 px: the Sonderplatz area is full and two
 * vendors wait for it; the organiser declares a vendor's withdrawal in the vendor detail, the
 * freed stall goes to the first on the list as an offer the console shows with its end, the
 * organiser moves the second vendor up, and offers a stall to a vendor directly. axe finds
 * nothing on the tab; at 390 px it fits the screen.
 */

interface WaitlistEntry {
  entryId: string;
  vendorId: string;
  vendorName: string;
  state: string;
  offer: { state: string; boothNumber: string; offeredBy: string } | null;
}
interface Waitlist {
  areas: { areaId: number; areaCode: string; entries: WaitlistEntry[] }[];
  offers: { vendorId: string; state: string; boothNumber: string; offeredBy: string }[];
}

const baseUrl = inject('baseUrl');
const run = Math.random().toString(36).slice(2, 7);
let browser: Browser;
/** Shrinks the Arkadenhof again if the file had to grow it for a free stall. */
let giveBackArkadenhof: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await giveBackStalls(baseUrl, run);
  await giveBackArkadenhof?.();
});

const area = async (code: string) =>
  (await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths')).find(
    (candidate) => candidate.code === code,
  )!;
const freeStalls = (of: AdminBoothAreaDto) =>
  of.booths.filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);
const waitlist = () => adminApi<Waitlist>(baseUrl, 'GET', '/api/admin/waitlist');
const listOf = async (code: string) =>
  (await waitlist()).areas.find((candidate) => candidate.areaCode === code)!.entries;
/** The order of the given vendors on the Sonderplatz list. */
const orderOf = async (...names: string[]) =>
  (await listOf('SO')).map((entry) => entry.vendorName).filter((name) => names.includes(name));

/** A new registration onto an area's waiting list (the area is full). */
async function joinWaitlist(name: string, areaId: number) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `e2e-warteliste-${run}-${suffix}@example.at`,
      phone: '+43 664 1234567',
      description: 'Handgemachte Weihnachtsdekoration',
      boothAssignmentPreference: 'admin',
      selectedBoothId: null,
      waitlistAreaId: areaId,
      termsAccepted: true,
    }),
  });
  const body = (await response.json()) as { vendorId: string; accessCode: string };
  if (!response.ok) throw new Error(`register: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Der erwartete Zustand wurde nicht erreicht');
}

describe('The waiting list in the console', () => {
  it('shows a withdrawal and the offer it makes, reorders the list and offers a stall directly', async () => {
    // Other files share the database: the Sonderplatz list starts empty.
    for (const entry of await listOf('SO')) {
      await adminApi(baseUrl, 'DELETE', `/api/admin/waitlist/entries/${entry.entryId}`);
    }
    // The Sonderplatz area full: every free stall to a vendor, the first one withdraws later.
    let so = await area('SO');
    if (freeStalls(so).length === 0) {
      await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${so.id}`, {
        totalBooths: so.totalBooths + 1,
      });
      so = await area('SO');
    }
    const fillers: { name: string; vendorId: string; boothNumber: string }[] = [];
    for (const booth of freeStalls(so)) {
      const name = `Füller ${run} ${booth.number}`;
      const vendor = await registerVendor(baseUrl, { name });
      await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
        boothId: booth.id,
      });
      fillers.push({ name, vendorId: vendor.vendorId, boothNumber: booth.number });
    }
    const leaver = fillers[0]!;
    const first = `Wartend Erste ${run}`;
    const second = `Wartend Zweite ${run}`;
    const firstVendor = await joinWaitlist(first, so.id);
    const secondVendor = await joinWaitlist(second, so.id);

    const page = await openAdminDashboard(browser, baseUrl, VIEWPORTS.desktop, 'tab=vendors');
    try {
      // The withdrawal, declared by the organiser in the vendor's detail.
      await page.getByLabel('Händler suchen').fill(leaver.name);
      const row = page.getByTestId('vendor-row').filter({ hasText: leaver.name });
      await row.getByRole('button', { name: /Details/ }).click();
      const detail = page.getByRole('dialog', { name: leaver.name });
      await detail.getByRole('button', { name: 'Rücktritt erklären' }).click();
      const withdrawal = page.getByRole('dialog', { name: 'Rücktritt erklären' });
      await withdrawal.getByTestId('withdrawal-fee').waitFor();
      expect(await withdrawal.getByTestId('withdrawal-fee').innerText()).toMatch(
        /Rücktritt ist kostenlos|Rücktrittsgebühr beträgt/,
      );
      await withdrawal.getByLabel('Grund (optional)').fill('Krankheit');
      await dialogShot(page, 'admin-withdrawal-dialog-desktop');
      await withdrawal.getByRole('button', { name: 'Rücktritt erklären' }).click();
      await page.getByRole('alert').filter({ hasText: 'Rücktritt erklärt' }).waitFor();
      await withdrawal.waitFor({ state: 'hidden' });
      await detail.getByTestId('status-chip').filter({ hasText: 'Zurückgezogen' }).waitFor();
      expect(await detail.getByRole('button', { name: 'Rücktritt erklären' }).count()).toBe(0);
      await detail.getByRole('button', { name: 'Schließen' }).click();
      await detail.waitFor({ state: 'hidden' });
      await row.getByText('Zurückgezogen').waitFor();
      await settled(page, 'admin-vendors-withdrawn-desktop');

      // The freed stall goes to the first on the list, as an offer the console shows.
      await until(
        () => listOf('SO'),
        (entries) =>
          entries.find((entry) => entry.vendorId === firstVendor.vendorId)?.offer?.state === 'open',
      );
      await page.getByRole('tab', { name: 'Warteliste' }).click();
      const card = page.getByRole('region', { name: 'Sonderplatz' });
      const entries = card.getByTestId('waitlist-entry');
      await entries.first().waitFor();
      const offered = entries.filter({ hasText: first });
      expect(await offered.innerText()).toMatch(
        new RegExp(
          `Angebot ${leaver.boothNumber}: Offen bis \\d+\\. \\S+ 20\\d\\d, \\d\\d:\\d\\d Uhr`,
        ),
      );
      const offers = page.getByRole('table', { name: 'Angebote' });
      const offerRow = offers.getByTestId('waitlist-offer').filter({ hasText: first });
      expect(await offerRow.innerText()).toContain('automatisch');
      expect(await offerRow.innerText()).toContain(leaver.boothNumber);
      expect(await axeViolations(page)).toEqual([]);
      await settled(page, 'admin-waitlist-desktop');

      // The second moves above the first: with the button, then back with Alt + ↓ and up again.
      await card.getByRole('button', { name: `${second} nach oben` }).click();
      await expect.poll(() => orderOf(first, second)).toEqual([second, first]);
      expect(
        await card
          .getByRole('button', { name: `${second} nach unten` })
          .evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Alt+ArrowDown');
      await expect.poll(() => orderOf(first, second)).toEqual([first, second]);
      await page.keyboard.press('Alt+ArrowUp');
      await expect.poll(() => orderOf(first, second)).toEqual([second, first]);
      expect(
        (await entries.allInnerTexts()).findIndex((text) => text.includes(second)),
      ).toBeLessThan((await entries.allInnerTexts()).findIndex((text) => text.includes(first)));

      // A direct offer: the second vendor is paying for a stall elsewhere, so the chain passes
      // them over when a Sonderplatz stall comes free; the organiser offers it to them by hand.
      const arkadenhof = await freeStallOf(baseUrl, 'AK');
      giveBackArkadenhof = arkadenhof.giveBack;
      const akStall = arkadenhof.stall;
      const pick = await fetch(`${baseUrl}/api/vendors/select-booth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessCode: secondVendor.accessCode, boothId: akStall.id }),
      });
      expect(pick.status).toBeLessThan(300);
      const grown = await area('SO');
      await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${grown.id}`, {
        totalBooths: grown.totalBooths + 1,
      });
      const newStall = freeStalls(await area('SO')).at(-1)!;
      await page.reload();
      const reloaded = page.getByRole('region', { name: 'Sonderplatz' });
      await reloaded.getByRole('button', { name: `Platz anbieten: ${second}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Platz anbieten' });
      await dialog.getByRole('combobox', { name: /Freier Standplatz/ }).click();
      await page.getByRole('option', { name: newStall.number }).click();
      await dialogShot(page, 'admin-waitlist-offer-dialog-desktop');
      await dialog.getByRole('button', { name: 'Anbieten' }).click();
      await page.getByRole('alert').filter({ hasText: 'Platz angeboten' }).waitFor();
      await offers.getByTestId('waitlist-offer').filter({ hasText: second }).waitFor();
      const direct = (await waitlist()).offers.find(
        (offer) => offer.vendorId === secondVendor.vendorId,
      );
      expect(direct).toMatchObject({ state: 'open', boothNumber: newStall.number });
      expect(direct?.offeredBy).not.toBe('auto');
      await settled(page, 'admin-waitlist-direct-offer-desktop');
    } finally {
      await page.context().close();
    }

    const phone = await openAdminDashboard(browser, baseUrl, VIEWPORTS.phone, 'tab=waitlist');
    try {
      await phone.getByRole('region', { name: 'Sonderplatz' }).waitFor();
      await phone.getByTestId('waitlist-offer').first().waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
      expect(await axeViolations(phone)).toEqual([]);
      await settled(phone, 'admin-waitlist-phone');
    } finally {
      await phone.context().close();
    }
  });
});
