import type { AdminBoothAreaDto } from '@standl/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, freeStallOf, registerVendor } from './support/admin';
import { launchBrowser, phonePage, photographed, signInToDashboard } from './support/browser';
import { axeViolations } from './support/axe';

/**
 * A stall fee with a surcharge from the vendor's side (issue 32): the Arkadenhof charges 25 € for
 * power, a free stall of it has a 16 A connection; a vendor picks it, and the deposit page and
 * the dashboard's stall tab state the fee in its parts. The area and the stall are given back
 * afterwards (the browser tests share one server).
 */

const baseUrl = inject('baseUrl');
const run = Math.random().toString(36).slice(2, 7);

let browser: Browser;
let stall: AdminBoothAreaDto['booths'][number];
let areaId: number;
let surchargeBefore: number;
let vendor: { vendorId: string; accessCode: string };
let giveBackStall: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  let area: AdminBoothAreaDto;
  ({ area, stall, giveBack: giveBackStall } = await freeStallOf(baseUrl, 'AK'));
  areaId = area.id;
  surchargeBefore = area.surcharges.power;
  expect(area.price).toBe(15000);
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${areaId}`, {
    surcharges: { power: 2500 },
  });
  await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${stall.id}/layout`, { powerAmps: 16 });
  vendor = await registerVendor(baseUrl, {
    name: `Lichterkunst ${run}`,
    selectedBoothId: stall.id,
  });
});

afterAll(async () => {
  await browser?.close();
  if (vendor) await adminApi(baseUrl, 'DELETE', `/api/admin/vendors/${vendor.vendorId}`);
  if (stall) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${stall.id}/layout`, {
      powerAmps: stall.attributes.powerAmps,
    });
  }
  if (areaId) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${areaId}`, {
      surcharges: { power: surchargeBefore },
    });
  }
  await giveBackStall?.();
});

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a stall fee with a surcharge, for the vendor', () => {
  it('the deposit page states the fee and its parts', async () => {
    const page = await phonePage(browser);
    await page.goto(
      `${baseUrl}/payment?vendorId=${vendor.vendorId}&amount=10&accessCode=${vendor.accessCode}`,
    );
    const subject = page.getByTestId('deposit-subject');
    await subject.getByText(stall.number).waitFor();
    const text = plain(await subject.innerText());
    expect(text).toContain('Standgebühr 175,00 €');
    expect(text).toContain('Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 €');
    expect(await axeViolations(page)).toEqual([]);
    await photographed(page, 'stall-fee-deposit');
    await page.context().close();
  });

  it('the dashboard’s stall tab lists the base, the surcharge and the sum', async () => {
    const page = await phonePage(browser);
    await signInToDashboard(page, baseUrl, vendor.accessCode);
    await page.getByRole('tab', { name: 'Standplatz', exact: true }).click();
    await page.getByText('Standgebühr gesamt').waitFor();
    const panel = plain(await page.getByRole('tabpanel').innerText());
    expect(panel).toMatch(/Standgebühr\s+150,00 €/);
    expect(panel).toMatch(/Zuschlag Stromanschluss 16 A\s+25,00 €/);
    expect(panel).toMatch(/Standgebühr gesamt\s+175,00 €/);
    expect(await axeViolations(page)).toEqual([]);
    await photographed(page, 'stall-fee-dashboard');
    await page.context().close();
  });
});
