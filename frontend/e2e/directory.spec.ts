import { FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, giveBackStalls } from './support/admin';
import { axeViolations } from './support/axe';
import {
  dialogShot,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  serverRenderingKept,
  settled,
  signInToDashboard,
  VIEWPORTS,
  watchServerRendering,
} from './support/browser';

/**
 * The public directory 'Aussteller {year}' (issue 32): only the vendor who agreed is listed, the
 * search by goods works with and without JavaScript, the stall is shown on its area's plan, and
 * Home links to it.
 */
const baseUrl = inject('baseUrl');
/** In the names of this file's vendors: giveBackStalls deletes them afterwards. */
const MARKER = 'E2E-Verzeichnis';
const suffix = Math.random().toString(36).slice(2, 7);
const LISTED = `Imkerei Waldbienen ${MARKER} ${suffix}`;
const SILENT = `Stille Stube ${MARKER} ${suffix}`;
const GOODS = 'Waldhonig, Met und Bienenwachskerzen aus eigener Imkerei';

interface AdminArea {
  id: number;
  code: string;
  name: string;
  plan: { widthCm: number; depthCm: number } | null;
  booths: { id: number; number: string; status: string; isBeingProcessed: boolean }[];
}

let browser: Browser;
let year: number;
let area: AdminArea;
let listedStall: string;
/** The area's plan size before this file (restored afterwards); null: it had none. */
let planBefore: { widthCm: number; depthCm: number } | null;
const placedBoothIds: number[] = [];

let listedAccessCode: string;

async function register(
  name: string,
  directoryConsent: boolean,
): Promise<{ vendorId: string; accessCode: string }> {
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.at`,
      phone: '+43 664 1234567',
      description: directoryConsent ? GOODS : 'Geheime Lebkuchen nach Großmutters Rezept',
      boothAssignmentPreference: 'admin',
      directoryConsent,
      termsAccepted: true,
    }),
  });
  if (!response.ok) throw new Error(`Anmeldung: ${response.status} ${await response.text()}`);
  return (await response.json()) as { vendorId: string; accessCode: string };
}

async function listedNames(): Promise<string[]> {
  const directory = (await (await fetch(`${baseUrl}/api/directory`)).json()) as {
    entries: { name: string }[];
  };
  return directory.entries.map((entry) => entry.name);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  area = areas.find((candidate) => candidate.code === 'AK') ?? areas[0]!;
  const free = area.booths.filter((b) => b.status === 'available' && !b.isBeingProcessed);
  if (free.length < 2) throw new Error(`Zu wenige freie Standplätze in ${area.code}`);
  planBefore = area.plan;
  if (!planBefore) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
      planWidthCm: 4000,
      planDepthCm: 2500,
    });
  }
  const [listedBooth, silentBooth] = free;
  listedStall = listedBooth!.number;
  for (const [name, consent, booth] of [
    [LISTED, true, listedBooth!],
    [SILENT, false, silentBooth!],
  ] as const) {
    const { vendorId, accessCode } = await register(name, consent);
    if (consent) listedAccessCode = accessCode;
    await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendorId}/assign-booth`, {
      boothId: booth.id,
    });
  }
  // The listed stall on the plan; the other one too, so the plan alone tells nothing of it.
  for (const [booth, xCm] of [
    [listedBooth!, 900],
    [silentBooth!, 1400],
  ] as const) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${booth.id}/layout`, {
      placement: { xCm, yCm: 700 },
      widthCm: 300,
      depthCm: 200,
    });
    placedBoothIds.push(booth.id);
  }
  year = ((await (await fetch(`${baseUrl}/api/directory`)).json()) as { year: number }).year;
});

afterAll(async () => {
  // The stalls off the plan again, the area's plan size as it was, the vendors deleted.
  for (const id of placedBoothIds) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${id}/layout`, { placement: null });
  }
  if (!planBefore && area) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
      planWidthCm: null,
      planDepthCm: null,
    });
  }
  await giveBackStalls(baseUrl, MARKER);
  await browser?.close();
});

const entry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

describe.each(Object.entries(VIEWPORTS))('the directory on %s', (label, viewport) => {
  it('lists only the consenting vendor, finds them by goods, shows the stall on the plan', async () => {
    const context = await browser.newContext({ viewport, locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/aussteller`);

    await page.getByRole('heading', { level: 1, name: `Aussteller ${year}` }).waitFor();
    const listed = entry(page, LISTED);
    await listed.waitFor();
    expect(await listed.innerText()).toContain(`${listedStall} · ${area.name}`);
    expect(await listed.innerText()).toContain(GOODS);
    expect(await page.getByText(SILENT).count()).toBe(0);
    expect(await page.getByText('Geheime Lebkuchen').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Once the app has taken the page over, the plan's button is enabled.
    const showOnPlan = listed.getByRole('button', { name: /^Auf dem Plan zeigen/ });
    await listed.locator('button:enabled').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `directory-${label}`);

    // The search follows the field as one types, and the address keeps it.
    const search = page.getByRole('searchbox', { name: 'Suche nach Waren' });
    await search.fill('waldhonig');
    await page.waitForURL(/\?q=waldhonig$/);
    await expect(listed.isVisible()).resolves.toBe(true);
    await search.fill('lebkuchen');
    await page.getByText('Keine Aussteller gefunden für „lebkuchen“.').waitFor();
    await expect(listed.count()).resolves.toBe(0);
    await search.fill('');
    await listed.waitFor();

    // The stall on its area's plan, highlighted.
    await showOnPlan.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`${listedStall} · ${area.name}`) });
    await dialog.waitFor();
    const plan = dialog.getByRole('img', {
      name: `Lageplan ${area.name}: Standplatz ${listedStall} ist rot hervorgehoben`,
    });
    await plan.waitFor();
    expect(await plan.locator(`[data-stall="${listedStall}"] rect`).getAttribute('fill')).toBe(
      '#9b1c1f',
    );
    // Only listed stalls are drawn: the other vendor's stall is not on the visitors' plan.
    expect(await plan.locator('[data-stall]').count()).toBe(1);
    // axe reads colours: not while the dialog still fades in.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialogShot(page, `directory-plan-${label}`);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('is taken over by the app as the server sent it: no error, nothing moving', async () => {
    const page = await browser.newPage({ viewport, locale: 'de-AT' });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/^(error|warning)$/.test(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await watchServerRendering(page);
    await page.goto(`${baseUrl}/aussteller?q=honig`, { waitUntil: 'domcontentloaded' });
    await entry(page, LISTED).locator('button:enabled').waitFor();
    await page.waitForLoadState('networkidle');

    const after = await serverRenderingKept(page);
    expect(after.ownedByReactAtStart).toBe(false);
    expect(after.same).toBe(true);
    expect(after.shifts).toBeLessThan(0.01);
    expect(problems).toEqual([]);
    expect(await page.getByRole('searchbox', { name: 'Suche nach Waren' }).inputValue()).toBe(
      'honig',
    );
    await page.close();
  });

  it('reads and searches without JavaScript, by the GET form', async () => {
    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/aussteller`);

    await expect(
      page.getByRole('heading', { level: 1, name: `Aussteller ${year}` }).isVisible(),
    ).resolves.toBe(true);
    await expect(entry(page, LISTED).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe(
      `Aussteller ${year} | Standl – Händler- & Standplatzverwaltung`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^Die Aussteller ${year} am `),
    );

    const search = page.getByRole('searchbox', { name: 'Suche nach Waren' });
    await search.fill('lebkuchen');
    await search.press('Enter');
    await page.waitForURL(/\/aussteller\?q=lebkuchen$/);
    await expect(
      page.getByText('Keine Aussteller gefunden für „lebkuchen“.').isVisible(),
    ).resolves.toBe(true);
    await expect(entry(page, LISTED).count()).resolves.toBe(0);

    await page.getByRole('searchbox', { name: 'Suche nach Waren' }).fill('bienenwachs');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/\?q=bienenwachs$/);
    await expect(entry(page, LISTED).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('searchbox', { name: 'Suche nach Waren' }).inputValue(),
    ).resolves.toBe('bienenwachs');
    await screenshot(page, `directory-no-js-${label}`);
    await context.close();
  });

  it('lets the vendor revoke and give the consent in the dashboard', async () => {
    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    await signInToDashboard(page, baseUrl, listedAccessCode);
    await page.getByRole('tab', { name: 'Meine Daten' }).click();
    const consent = page.getByRole('switch', { name: FLOOR_PLAN_MESSAGES.directoryConsentLabel });
    await consent.waitFor({ state: 'attached' });
    expect(await consent.isChecked()).toBe(true);

    await consent.click();
    await page.getByText('Sie erscheinen nicht mehr im Ausstellerverzeichnis').waitFor();
    expect(await listedNames()).not.toContain(LISTED);
    expect(await consent.isChecked()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Ausstellerverzeichnis' }).scrollIntoViewIfNeeded();
    await settled(page, `directory-dashboard-${label}`);

    await consent.click();
    await page.getByText('Sie erscheinen im Ausstellerverzeichnis', { exact: true }).waitFor();
    expect(await listedNames()).toContain(LISTED);
    await context.close();
  });

  it('asks for the consent on the registration form, unticked', async () => {
    const context = await browser.newContext({ viewport, locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/vendor-registration`);

    const consent = page.getByRole('checkbox', {
      name: FLOOR_PLAN_MESSAGES.directoryConsentLabel,
    });
    await page.locator('fieldset:enabled').first().waitFor();
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    expect(await axeViolations(page)).toEqual([]);
    await settled(page, `directory-registration-${label}`);
    await context.close();
  });

  it('is linked from Home', async () => {
    const page = await browser.newPage({ viewport, locale: 'de-AT' });
    await page.goto(`${baseUrl}/`);
    // A click before the app starts loads the page by itself, but the router's first
    // history.replaceState then cancels that navigation in Chromium: click once the app runs.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__react')),
    );

    await page.getByRole('link', { name: `Aussteller ${year}` }).click();

    await page.getByRole('heading', { level: 1, name: `Aussteller ${year}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/aussteller');
    await entry(page, LISTED).waitFor();
    await page.close();
  });
});
