import type { AdminBoothAreaDto, MarketSettingsDto } from '@standl/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, giveBackStalls, registerVendor } from './support/admin';
import {
  dialogShot,
  launchBrowser,
  phonePage,
  photographed,
  signInToDashboard,
  VIEWPORTS,
} from './support/browser';
import { axeViolations } from './support/axe';
import { filedMailTo } from './support/mail';

/**
 * Withdrawal and the waiting list from the vendor's side (issue 31), on a phone: the Burgkeller
 * is full; a new vendor registers onto its waiting list in the form; a vendor with a stall there
 * withdraws in the dashboard and sees the fee; the freed stall is offered to the waiting vendor,
 * whose mail's link leads to the offer, which they accept and pay the deposit for through the
 * SumUp simulator. Each screen is also photographed at 1280 px.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** The app's PUBLIC_URL: SumUp's simulator and the mail's links lead to this origin. */
const appUrl = baseUrl.replace('127.0.0.1', 'localhost');
const AREA = 'BK';
const run = Math.random().toString(36).slice(2, 7);
const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await giveBackStalls(baseUrl, run);
});

interface WaitlistAreaView {
  areaCode: string;
  entries: { entryId: string }[];
}

const areaOf = async (code: string) =>
  (await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths')).find(
    (candidate) => candidate.code === code,
  )!;
const freeStalls = (area: AdminBoothAreaDto) =>
  area.booths.filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);

/**
 * Withdrawal costs a fee only after the last free day: the market's start is moved close
 * enough (or the free days shortened) that today is past it. Answers the settings to restore.
 */
async function lateForFreeWithdrawal(): Promise<Partial<MarketSettingsDto>> {
  const settings = await adminApi<MarketSettingsDto>(baseUrl, 'GET', '/api/admin/market-settings');
  const start = settings.marketStartDate ? Date.parse(`${settings.marketStartDate}T00:00:00Z`) : 0;
  const daysAhead = Math.ceil((start - Date.now()) / DAY_MS);
  if (start && daysAhead < settings.withdrawalFreeDays) return {};
  if (!start || daysAhead >= 365) throw new Error('Marktbeginn für den Test ungeeignet');
  await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', {
    withdrawalFreeDays: Math.max(0, daysAhead - 1),
  });
  return { withdrawalFreeDays: settings.withdrawalFreeDays };
}

describe('withdrawal and waiting list, vendor side', () => {
  it('on a phone: joins the list, a withdrawal with its fee frees a stall, the offer is accepted and paid', async () => {
    const restore = await lateForFreeWithdrawal();
    try {
      // Other files share the database: the area's list starts empty, the area full.
      const lists = await adminApi<{ areas: WaitlistAreaView[] }>(
        baseUrl,
        'GET',
        '/api/admin/waitlist',
      );
      for (const entry of lists.areas.find((area) => area.areaCode === AREA)?.entries ?? []) {
        await adminApi(baseUrl, 'DELETE', `/api/admin/waitlist/entries/${entry.entryId}`);
      }
      let area = await areaOf(AREA);
      expect(area.allowSelfSelection).toBe(true);
      if (freeStalls(area).length === 0) {
        await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
          totalBooths: area.totalBooths + 1,
        });
        area = await areaOf(AREA);
      }
      const stalls = freeStalls(area);
      const leaverName = `Rücktritt ${run}`;
      let leaver: { vendorId: string; accessCode: string } | null = null;
      for (const [index, booth] of stalls.entries()) {
        const vendor = await registerVendor(baseUrl, {
          name: index === 0 ? leaverName : `Füller ${run} ${booth.number}`,
        });
        await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
          boothId: booth.id,
        });
        if (index === 0) leaver = vendor;
      }
      const freedStall = stalls[0]!;

      // A new vendor registers onto the full area's waiting list.
      const waiting = await phonePage(browser);
      const waitingEmail = `e2e-warteliste-${run}@example.at`;
      await waiting.goto(`${appUrl}/vendor-registration`);
      await waiting.getByLabel('Name / Firma').fill(`Wartend ${run}`);
      await waiting.getByLabel('E-Mail').fill(waitingEmail);
      await waiting.getByLabel('Telefon').fill('+43 664 1234567');
      await waiting.getByLabel('Beschreibung des Warenangebots').fill('Kletzenbrot und Lebkuchen');
      const option = waiting.getByRole('radio', {
        name: `Auf die Warteliste für ${area.name} (ausgebucht)`,
      });
      await option.check();
      await waiting.getByTestId('waitlist-choice').waitFor();
      await waiting.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
      expect(await axeViolations(waiting)).toEqual([]);
      await photographed(waiting, 'waitlist-registration-form');
      const [response] = await Promise.all([
        waiting.waitForResponse((r) => r.url().endsWith('/api/vendors/register')),
        waiting.getByRole('button', { name: 'Jetzt anmelden' }).click(),
      ]);
      expect(response.status()).toBe(201);
      const waitingVendor = (await response.json()) as {
        accessCode: string;
        waitlist: { position: number } | null;
      };
      expect(waitingVendor.waitlist?.position).toBe(1);
      const position = waiting.getByTestId('waitlist-position');
      await position.waitFor();
      expect(await position.innerText()).toContain(
        `Sie stehen auf Platz 1 der Warteliste für ${area.name}`,
      );
      await photographed(waiting, 'waitlist-registered');
      await waiting.getByRole('link', { name: 'Status prüfen' }).click();
      const place = waiting.getByTestId('waitlist-notice');
      await place.waitFor();
      expect(await place.innerText()).toContain(`Platz 1 der Warteliste für ${area.name}`);
      expect(await place.getByRole('button', { name: 'Warteliste verlassen' }).count()).toBe(1);
      expect(await axeViolations(waiting)).toEqual([]);
      await photographed(waiting, 'waitlist-status');

      // The vendor with a stall there withdraws in the dashboard and sees the fee.
      const leaving = await phonePage(browser);
      await signInToDashboard(leaving, appUrl, leaver!.accessCode);
      await leaving.getByRole('button', { name: 'Anmeldung zurückziehen' }).click();
      const dialog = leaving.getByRole('dialog', { name: 'Anmeldung zurückziehen' });
      const fee = dialog.getByTestId('withdrawal-fee');
      await fee.waitFor();
      const half = (area.price / 200).toFixed(2).replace('.', ',');
      expect(await fee.innerText()).toMatch(
        new RegExp(`Rücktrittsgebühr ${half}\\s€ \\(50 % der Standgebühr\\)`),
      );
      expect(await fee.innerText()).toMatch(new RegExp(`Offen bleiben ${half}\\s€`));
      expect(await fee.innerText()).toContain(
        `Ihr Standplatz ${freedStall.number} wird freigegeben.`,
      );
      await dialog.getByLabel('Grund (freiwillig)').fill('Krankheit in der Familie');
      expect(await axeViolations(leaving)).toEqual([]);
      await dialogShot(leaving, 'withdrawal-dialog-phone');
      await leaving.setViewportSize(VIEWPORTS.desktop);
      await dialogShot(leaving, 'withdrawal-dialog-desktop');
      await leaving.setViewportSize(VIEWPORTS.phone);
      await dialog.getByRole('button', { name: 'Verbindlich zurückziehen' }).click();
      await leaving
        .getByRole('alert')
        .filter({ hasText: 'Anmeldung zurückgezogen' })
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const withdrawn = leaving.getByTestId('withdrawn-notice');
      await withdrawn.waitFor();
      expect(await withdrawn.innerText()).toMatch(new RegExp(`Rücktrittsgebühr: ${half}\\s€`));
      expect(await leaving.getByTestId('status-chip').innerText()).toBe('Zurückgezogen');
      expect(await leaving.getByRole('button', { name: 'Anmeldung zurückziehen' }).count()).toBe(0);
      expect(await axeViolations(leaving)).toEqual([]);
      await photographed(leaving, 'withdrawal-dashboard');
      await leaving.goto(`${appUrl}/vendor-status`);
      await leaving.getByTestId('withdrawn-notice').waitFor();
      await photographed(leaving, 'withdrawal-status');

      // The freed stall is offered to the waiting vendor: the mail's link leads to the offer.
      const mail = await filedMailTo(dataDir, waitingEmail, /^Ein Standplatz wird frei/);
      const link = /https?:\/\/\S+?(\/warteliste-angebot\?token=[^\s\]>"]+)/.exec(mail);
      expect(link).not.toBeNull();
      await waiting.goto(`${appUrl}${link![1]}`);
      const offered = waiting.getByTestId('offered-stall');
      await offered.waitFor();
      expect(await offered.innerText()).toContain(freedStall.number);
      expect(await offered.innerText()).toContain(area.name);
      await waiting.getByText(/^Gültig bis \d+\. \S+ 20\d\d, \d\d:\d\d Uhr$/).waitFor();
      expect(await axeViolations(waiting)).toEqual([]);
      await photographed(waiting, 'waitlist-offer');

      await waiting.getByRole('button', { name: 'Annehmen und Anzahlung bezahlen' }).click();
      await waiting.waitForURL(/\/payment\?vendorId=/);
      await waiting.getByRole('button', { name: /Karte oder Handy/ }).click();
      const simulator = waiting.getByTestId('sumup-simulator');
      await simulator.waitFor();
      expect(await waiting.getByTestId('deposit-subject').innerText()).toContain(freedStall.number);
      await simulator.getByRole('button', { name: 'Bezahlen' }).click();
      await waiting.getByRole('heading', { name: 'Zahlung erfolgreich!' }).waitFor();
      await waiting.waitForURL(/\/vendor-status\?accessCode=/, { timeout: 20_000 });
      await waiting.waitForFunction(
        () =>
          document.querySelector('[data-testid="status-chip"]')?.textContent ===
          'Anzahlung geleistet',
        undefined,
        { timeout: 10_000 },
      );
      expect(await waiting.getByTestId('waitlist-notice').count()).toBe(0);
      await photographed(waiting, 'waitlist-accepted-paid');

      // The used link says so in German.
      await waiting.goto(`${appUrl}${link![1]}`);
      await waiting.getByTestId('offer-end-accepted').waitFor();
      await photographed(waiting, 'waitlist-offer-used');
      await waiting.goto(`${appUrl}/warteliste-angebot?token=kaputt`);
      await waiting.getByTestId('offer-end-invalid').waitFor();
      expect(await axeViolations(waiting)).toEqual([]);
      await photographed(waiting, 'waitlist-offer-invalid');
    } finally {
      if (Object.keys(restore).length > 0) {
        await adminApi(baseUrl, 'PATCH', '/api/admin/market-settings', restore);
      }
    }
  });
});
