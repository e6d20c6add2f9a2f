import type { AdminBoothAreaDto, BoothDto } from '@standl/contracts';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, giveBackStalls, openAdminDashboard, registerVendor } from './support/admin';
import { axeViolations } from './support/axe';
import {
  dialogShot,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser';

/**
 * Choosing a stall on the plan (issue 32), on a phone: the organiser has placed the Rittersaal's
 * stalls on a 24 m × 12 m plan (through the API; the editor has its own spec), one with power and
 * water and a surcharge for power, one left off the plan. A vendor who registered to choose
 * themselves opens the self-selection page, pinches and drags the plan, taps a stall on it, reads
 * its size, equipment and fee, chooses it and pays the deposit through the SumUp simulator; the
 * stall then shows as reserved on the plan of the next vendor, who uses the list by keyboard.
 * axe checks the page with the plan; screens at 390 px and 1280 px. Afterwards the area is as
 * before: no plan, no surcharge, no stall placed or equipped, the vendors deleted.
 */

const baseUrl = inject('baseUrl');
/** The app's PUBLIC_URL: SumUp's simulator sends the browser back to this origin. */
const appUrl = baseUrl.replace('127.0.0.1', 'localhost');
const AREA = 'RS';
const run = `Lageplan-${Math.random().toString(36).slice(2, 7)}`;
const PLAN = { widthCm: 2400, depthCm: 1200 };
const STALL = { widthCm: 300, depthCm: 250 };

let browser: Browser;
let area: AdminBoothAreaDto;
/** The stall with power and water, the one the vendor picks. */
let chosen: { id: number; number: string; xCm: number; yCm: number };

const areaOf = async (code: string) =>
  (await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths')).find(
    (candidate) => candidate.code === code,
  )!;

beforeAll(async () => {
  browser = await launchBrowser();
  area = await areaOf(AREA);
  // Whatever an earlier file left on the plan goes off it first: the new size must fit.
  for (const stall of area.booths.filter((candidate) => candidate.placement !== null)) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${stall.id}/layout`, { placement: null });
  }
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
    planWidthCm: PLAN.widthCm,
    planDepthCm: PLAN.depthCm,
    surcharges: { power: 2500 },
  });
  const stalls = [...area.booths].sort((a, b) => a.number.localeCompare(b.number));
  // Two rows of stalls across the plan, the last stall left off it.
  for (const [i, stall] of stalls.slice(0, -1).entries()) {
    const xCm = 250 + (i % 6) * 380;
    const yCm = i < 6 ? 300 : 900;
    const equipped = i === 2;
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${stall.id}/layout`, {
      ...STALL,
      rotationDeg: i === 10 ? 90 : 0,
      placement: { xCm, yCm },
      ...(equipped ? { powerAmps: 16, water: true } : {}),
    });
    if (equipped) chosen = { id: stall.id, number: stall.number, xCm, yCm };
  }
});

afterAll(async () => {
  await browser?.close();
  await giveBackStalls(baseUrl, run);
  for (const stall of area.booths) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${stall.id}/layout`, {
      placement: null,
      rotationDeg: 0,
      powerAmps: null,
      water: false,
      covered: false,
      vehicleAccess: false,
    });
  }
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${area.id}`, {
    planWidthCm: null,
    planDepthCm: null,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
  });
  const after = await areaOf(AREA);
  expect(after.plan).toBeNull();
  expect(after.booths.filter((stall) => stall.placement !== null)).toEqual([]);
  const taken = (stalls: AdminBoothAreaDto['booths']) =>
    stalls.filter((stall) => stall.status !== 'available').map((stall) => stall.number);
  expect(taken(after.booths)).toEqual(taken(area.booths));
});

/** Registers a vendor who chooses the stall themselves, through the public API. */
async function registerChoosing(label: string) {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Zinngießerei ${label} ${run}`,
      email: `e2e-plan-${label}-${suffix}@example.at`,
      phone: '+43 664 2345678',
      description: 'Zinnfiguren und Kerzenhalter',
      boothAssignmentPreference: 'self',
      selectedBoothId: null,
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { vendorId: string; accessCode: string };
}

async function phoneContext(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
}

async function openSelection(page: Page, accessCode: string) {
  await page.goto(`${appUrl}/booth-self-selection?accessCode=${accessCode}`);
  const plan = page.getByTestId(`stall-plan-${AREA}`);
  await plan.waitFor();
  return plan;
}

/** Where a point of the plan (cm) is on screen now, zoom included. */
async function onScreen(page: Page, xCm: number, yCm: number) {
  return page.evaluate(
    ({ code, xCm, yCm, plan }) => {
      const svg = document.querySelector(`[data-testid="stall-plan-${code}"] svg[viewBox]`)!;
      const box = svg.getBoundingClientRect();
      const scale = Math.min(box.width / plan.widthCm, box.height / plan.depthCm);
      return {
        x: box.left + (box.width - plan.widthCm * scale) / 2 + xCm * scale,
        y: box.top + (box.height - plan.depthCm * scale) / 2 + yCm * scale,
      };
    },
    { code: AREA, xCm, yCm, plan: PLAN },
  );
}

/** The plan's zoom and pan as its transform says: scale, x, y. */
async function view(page: Page) {
  const transform = await page
    .getByTestId(`stall-plan-${AREA}`)
    .locator('.fp-content')
    .evaluate((element) => (element as HTMLElement).style.transform);
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(transform);
  return match
    ? { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) }
    : { x: 0, y: 0, scale: 1 };
}

/**
 * Fingers that come to rest before they lift, as a person's do at the end of a deliberate move.
 * Lifted while still moving, Chrome starts a fling, and the next tap only stops that fling: it
 * never becomes a click (on a fast machine the test tapped 'Einpassen' while one still ran).
 */
async function lift(page: Page, cdp: CDPSession) {
  await page.waitForTimeout(150);
  await touch(cdp, 'touchEnd', []);
}

/** Touches as a phone's screen reports them (Chrome makes pointer events of them). */
async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: { x: number; y: number }[],
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
  });
}

describe('choosing a stall on the plan', () => {
  it('on a phone: zooms, taps a stall, chooses it and pays the deposit', async () => {
    const vendor = await registerChoosing('Moser');
    const context = await phoneContext();
    const page = await context.newPage();
    const plan = await openSelection(page, vendor.accessCode);
    expect(await page.getByRole('button', { name: 'Plan' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    // From the top: scrolled, the sticky header would be drawn over the middle of the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await screenshot(page, 'stall-plan-phone');
    await plan.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);

    // Two fingers spread apart: the plan grows about their middle.
    const cdp = await context.newCDPSession(page);
    const middle = await onScreen(page, PLAN.widthCm / 2, PLAN.depthCm / 2);
    await touch(cdp, 'touchStart', [
      { x: middle.x - 30, y: middle.y },
      { x: middle.x + 30, y: middle.y },
    ]);
    for (const spread of [45, 60, 75, 90]) {
      await touch(cdp, 'touchMove', [
        { x: middle.x - spread, y: middle.y },
        { x: middle.x + spread, y: middle.y },
      ]);
    }
    await lift(page, cdp);
    const pinched = await view(page);
    expect(pinched.scale).toBeCloseTo(3, 0);

    // One finger drags the plan to the right.
    await touch(cdp, 'touchStart', [middle]);
    for (const dx of [20, 40, 60])
      await touch(cdp, 'touchMove', [{ x: middle.x + dx, y: middle.y }]);
    await lift(page, cdp);
    const dragged = await view(page);
    expect(dragged.scale).toBe(pinched.scale);
    expect(dragged.x - pinched.x).toBeCloseTo(60, 0);
    // The drag opened nothing.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await dialogShot(page, 'stall-plan-phone-zoomed');

    // Chrome turns the tap into a click once it has recognised the gesture, after tap() returns.
    await page.getByRole('button', { name: 'Einpassen' }).tap();
    await expect.poll(() => view(page)).toEqual({ x: 0, y: 0, scale: 1 });

    // A tap on the stall ON THE PLAN opens its facts from the bottom of the screen.
    const at = await onScreen(page, chosen.xCm, chosen.yCm);
    await page.touchscreen.tap(at.x, at.y);
    const info = page.getByRole('dialog', { name: `Standplatz ${chosen.number}` });
    await info.waitFor();
    const text = await info.innerText();
    expect(text).toContain('frei');
    expect(text).toMatch(/Größe\s+3 m × 2,5 m/);
    expect(text).toMatch(/Ausstattung\s+Stromanschluss 16 A, Wasser/);
    expect(text).toMatch(/Standgebühr\s+145,00\s€/);
    expect(text).toMatch(/Standgebühr 120,00\s€ \+ Zuschlag Stromanschluss 16 A 25,00\s€/);
    await dialogShot(page, 'stall-plan-phone-info');
    expect(await axeViolations(page)).toEqual([]);

    await info.getByRole('button', { name: 'Diesen Platz wählen' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Standplatz bestätigen' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(chosen.number);
    await dialogShot(page, 'stall-plan-phone-confirm');
    await confirm.getByRole('button', { name: 'Standplatz wählen' }).tap();

    // The 30-minute hold and on to the deposit, as before.
    await page.waitForURL(/\/payment\?vendorId=/);
    await page.getByRole('button', { name: /Karte oder Handy/ }).tap();
    const simulator = page.getByTestId('sumup-simulator');
    await simulator.getByRole('button', { name: 'Bezahlen' }).tap();
    await page.waitForURL(`${appUrl}/vendor-status?accessCode=${vendor.accessCode}`, {
      timeout: 20_000,
    });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="status-chip"]')?.textContent ===
        'Anzahlung geleistet',
      undefined,
      { timeout: 10_000 },
    );
    expect(await page.locator('main').innerText()).toContain(chosen.number);
    const booths = (await (await fetch(`${baseUrl}/api/booths`)).json()) as BoothDto[];
    expect(booths.find((booth) => booth.id === chosen.id)?.status).toBe('reserved');
    await context.close();
  });

  it('shows the stall reserved to the next vendor, whose keyboard uses the list', async () => {
    const vendor = await registerChoosing('Huber');
    const context = await phoneContext();
    const page = await context.newPage();
    const plan = await openSelection(page, vendor.accessCode);

    // On the plan: in the colour 'reserviert', and so its panel says.
    await plan.scrollIntoViewIfNeeded();
    const reserved = await plan.locator('path[data-plan-state="reserved"]').getAttribute('d');
    expect(reserved).toContain(
      `M${chosen.xCm - STALL.widthCm / 2} ${chosen.yCm - STALL.depthCm / 2}`,
    );
    const at = await onScreen(page, chosen.xCm, chosen.yCm);
    await page.touchscreen.tap(at.x, at.y);
    const info = page.getByRole('dialog', { name: `Standplatz ${chosen.number}` });
    await info.waitFor();
    expect(await info.getByTestId('stall-info-state').innerText()).toBe('reserviert');
    expect(await info.getByRole('button', { name: 'Diesen Platz wählen' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    // By keyboard: to 'Liste', into the grid, the stall's facts are its description.
    const toList = page.getByRole('button', { name: 'Liste' });
    await toList.focus();
    await page.keyboard.press('Enter');
    expect(await toList.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement!;
        const described = element.getAttribute('aria-describedby');
        return {
          name: element.getAttribute('aria-label') ?? '',
          description: described ? document.getElementById(described)?.textContent : null,
        };
      });
    /** On through the grid (in the numbers' order) until the focused stall's name matches. */
    const arrowTo = async (name: RegExp) => {
      for (let i = 0; i < area.booths.length && !name.test((await focused()).name); i += 1) {
        const before = (await focused()).name;
        await page.keyboard.press('ArrowRight');
        // At a row's end: the next row's first stall.
        if ((await focused()).name === before) {
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Home');
        }
      }
      return focused();
    };
    // The grid's Tab stop is its first free stall, the facts its description.
    const first = await focused();
    expect(first.name).toMatch(new RegExp(`^Standplatz ${AREA}-\\d+, frei$`));
    expect(first.description).toMatch(/Standgebühr \d+,\d\d\s€\.$/);
    await page.keyboard.press('Control+Home');
    const equipped = await arrowTo(new RegExp(`^Standplatz ${chosen.number},`));
    expect(equipped.name).toBe(`Standplatz ${chosen.number}, reserviert`);
    expect(equipped.description).toMatch(
      /^Größe 3 m × 2,5 m\. Stromanschluss 16 A, Wasser\. Standgebühr 145,00\s€ \(Standgebühr 120,00\s€ \+ Zuschlag Stromanschluss 16 A 25,00\s€\)\.$/,
    );
    const free = await arrowTo(/, frei$/);
    const freeNumber = /^Standplatz (\S+),/.exec(free.name)![1]!;
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Standplatz bestätigen' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(freeNumber);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('at 1280 px: the plan beside the unplaced stall, the facts in a popover', async () => {
    const vendor = await registerChoosing('Wieser');
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    const plan = await openSelection(page, vendor.accessCode);
    const aside = plan.getByRole('region', { name: 'Noch nicht im Plan eingezeichnet' });
    expect(await aside.getByRole('button').count()).toBe(1);
    // Wide enough on a desktop for the numbers at once.
    expect(await plan.locator('text').count()).toBe(area.booths.length - 1);
    await screenshot(page, 'stall-plan-desktop');
    await plan.scrollIntoViewIfNeeded();
    // The wheel zooms about the pointer.
    const middle = await onScreen(page, PLAN.widthCm / 2, PLAN.depthCm / 2);
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await view(page)).scale).toBeGreaterThan(1.2);
    await page.getByRole('button', { name: 'Einpassen' }).click();
    expect(await view(page)).toEqual({ x: 0, y: 0, scale: 1 });

    const at = await onScreen(page, chosen.xCm, chosen.yCm);
    await page.mouse.click(at.x, at.y);
    const info = page.getByRole('dialog', { name: `Standplatz ${chosen.number}` });
    await info.waitFor();
    await dialogShot(page, 'stall-plan-desktop-info');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows the chosen stall's place in the organiser's assignment dialog", async () => {
    const name = `Kerzen Lindner ${run}`;
    await registerVendor(baseUrl, { name });
    const page = await openAdminDashboard(browser, baseUrl, VIEWPORTS.desktop);
    await page.getByLabel('Händler suchen').fill(name);
    const row = page.getByTestId('vendor-row').filter({ hasText: name });
    await row.getByRole('button', { name: /Details/ }).click();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Zuweisen' }).click();
    const assign = page.getByRole('dialog', { name: /Standplatz zuweisen/ });
    const free = area.booths
      .filter((stall) => stall.id !== chosen.id)
      .sort((a, b) => a.number.localeCompare(b.number))[0]!;
    await assign
      .getByRole('button', { name: `Standplatz ${free.number}, frei`, exact: true })
      .click();
    const place = assign.getByRole('img', {
      name: `Lage von ${free.number} im Lageplan Rittersaal`,
    });
    await place.waitFor();
    await place.scrollIntoViewIfNeeded();
    expect(await place.locator('.stall-highlight').count()).toBe(1);
    await dialogShot(page, 'stall-plan-assign-desktop');
    // Only shown, never assigned here: the vendor is deleted afterwards.
    await assign.getByRole('button', { name: 'Abbrechen' }).click();
    await page.context().close();
  });
});
