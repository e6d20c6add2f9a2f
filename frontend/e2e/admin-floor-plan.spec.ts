import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard } from './support/admin';
import { axeViolations } from './support/axe';
import {
  dialogShot,
  horizontalOverflow,
  launchBrowser,
  settled,
  VIEWPORTS,
} from './support/browser';

/**
 * The organiser's plan editor (issue 32) at 1280 px, on the Rittersaal: a plan drawn as SVG in
 * the test is uploaded (after a file the server refuses), the site's size set, three stalls
 * dragged from the list onto the plan with the mouse and one placed and moved by keyboard, one
 * stall given power, water and a roof (with the area's power surcharge set in the area dialog),
 * a drag onto another stall refused here and a move onto a stall placed meanwhile refused by the
 * server; after a reload everything is where it was put. axe finds nothing. At 390 px the tab
 * says that the editor needs a larger screen. The area is left as found.
 */

const baseUrl = inject('baseUrl');
const AREA = 'RS';
const NAME = 'Rittersaal';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A site plan as an architect's SVG would give it: 30 m × 20 m, walls, a gate, a well. */
const PLAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3000 2000" width="3000" height="2000">
  <rect width="3000" height="2000" fill="#f3ede2"/>
  <rect x="20" y="20" width="2960" height="1960" fill="none" stroke="#6d4c41" stroke-width="40"/>
  <rect x="1350" y="1940" width="300" height="60" fill="#f3ede2"/>
  <circle cx="1500" cy="1000" r="150" fill="#90caf9" stroke="#1e88e5" stroke-width="12"/>
  <text x="1500" y="1250" font-size="90" text-anchor="middle" fill="#4e342e">Brunnen</text>
</svg>`;

async function area(): Promise<AdminBoothAreaDto> {
  const areas = await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths');
  return areas.find((candidate) => candidate.code === AREA)!;
}

async function stall(number: string): Promise<AdminBoothDto> {
  return (await area()).booths.find((booth) => booth.number === number)!;
}

/**
 * Other files share the database: every stall off the plan, 3 m × 2 m (the size a stall without
 * one is placed with; another file may have left other sizes) and plain, no plan, no surcharge.
 */
async function restoreArea() {
  const rs = await area();
  for (const booth of rs.booths) {
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${booth.id}/layout`, {
      placement: null,
      widthCm: 300,
      depthCm: 200,
      rotationDeg: 0,
      powerAmps: null,
      water: false,
      covered: false,
      vehicleAccess: false,
    });
  }
  if (rs.planImage) await adminApi(baseUrl, 'DELETE', `/api/admin/booth-areas/${rs.id}/plan-image`);
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${rs.id}`, {
    planWidthCm: null,
    planDepthCm: null,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
  });
}

function plan(page: Page): Locator {
  return page.locator(`svg[aria-label="Lageplan ${NAME}"]`);
}

/** Where a point of the plan (centimetres) is on the screen. */
async function onScreen(page: Page, xCm: number, yCm: number) {
  return plan(page).evaluate(
    (svg, [x, y]) => {
      const point = new DOMPoint(x, y).matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
      return { x: point.x, y: point.y };
    },
    [xCm, yCm] as const,
  );
}

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Plan and list side by side in the window: the plan's heading at the top. */
async function showPlan(page: Page) {
  await page
    .getByRole('heading', { name: `Plan ${NAME}` })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
}

/** A real drag with the mouse: press, move in steps, let go (optionally look before). */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  beforeRelease?: () => Promise<void>,
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await beforeRelease?.();
  await page.mouse.up();
}

function listItem(page: Page, number: string) {
  return page.getByRole('button', { name: new RegExp(`^Standplatz ${number}, `) });
}

function placedStall(page: Page, number: string) {
  return page.getByRole('button', { name: new RegExp(`^Standplatz ${number}, Mitte`) });
}

function status(page: Page) {
  return page.getByRole('status').filter({ hasText: /RS-\d\d/ });
}

async function dragFromList(page: Page, number: string, xCm: number, yCm: number) {
  await showPlan(page);
  await drag(page, await centreOf(listItem(page, number)), await onScreen(page, xCm, yCm));
  await expect.poll(() => status(page).innerText()).toBe(`${number} gespeichert.`);
}

describe('The plan editor of the console at 1280 px', () => {
  it('uploads a plan, sizes it, places stalls by mouse and keyboard, refuses overlaps, keeps it all', async () => {
    await restoreArea();
    const page = await openAdminDashboard(browser, baseUrl, VIEWPORTS.desktop, 'tab=areas');
    try {
      // The area dialog: the power surcharge in euros.
      const card = page.getByRole('region', { name: NAME });
      await card.getByRole('button', { name: `${NAME} bearbeiten` }).click();
      const dialog = page.getByRole('dialog', { name: `Bereich ${AREA} bearbeiten` });
      await dialog.getByLabel('Zuschlag Stromanschluss').fill('25');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await area()).surcharges).toEqual({
        power: 2500,
        water: 0,
        covered: 0,
        vehicleAccess: 0,
      });
      await expect
        .poll(() => card.innerText())
        .toMatch(/Zuschläge\s*Stromanschluss 25,00\s€[\s\S]*Lageplan\s*keiner/);

      // From the card to its plan.
      await card.getByRole('link', { name: `Lageplan ${NAME}` }).click();
      await page.getByRole('heading', { name: 'Lageplan', level: 2 }).waitFor();
      await page.getByText(`Für ${NAME} gibt es noch keinen Lageplan`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await settled(page, 'admin-floor-plan-empty-desktop');

      // A file that is no plan: the server's German reason.
      const file = page.getByLabel('Plan-Datei wählen (SVG, PNG, JPEG oder PDF)');
      await file.setInputFiles({
        name: 'notizen.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Stand 1: Glühwein, Stand 2: Maroni'),
      });
      await page.getByRole('button', { name: 'Hochladen' }).click();
      await page
        .getByText(
          'Dieses Dateiformat wird nicht unterstützt. Bitte einen Lageplan als SVG, PNG, JPEG oder PDF hochladen.',
        )
        .waitFor();

      await file.setInputFiles({
        name: 'rittersaal.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(PLAN_SVG),
      });
      await page.getByRole('button', { name: 'Hochladen' }).click();
      await page.getByTestId('plan-file-info').filter({ hasText: 'rittersaal.svg' }).waitFor();
      // No size yet: 40 m wide and as deep as the picture's proportions say.
      expect((await area()).plan).toMatchObject({ widthCm: 4000, depthCm: 2667 });
      await expect
        .poll(() => plan(page).locator('image').getAttribute('href'))
        .toMatch(/^\/api\/booth-areas\/\d+\/plan-image\?v=[0-9a-f]{16}$/);

      // The size the plan shows: 30 m × 20 m.
      const size = page.getByRole('form', { name: 'Größe des Geländes' });
      await size.getByLabel('Breite').fill('30');
      await size.getByLabel('Tiefe').fill('20');
      await size.getByRole('button', { name: 'Größe speichern' }).click();
      await expect
        .poll(async () => (await area()).plan)
        .toMatchObject({
          widthCm: 3000,
          depthCm: 2000,
        });
      await expect.poll(() => plan(page).getAttribute('viewBox')).toBe('0 0 3000 2000');

      // Three stalls dragged from the list onto the plan (3 m × 2 m each, as they have no size).
      await dragFromList(page, 'RS-01', 300, 200);
      await dragFromList(page, 'RS-02', 700, 200);
      await dragFromList(page, 'RS-03', 1100, 200);
      for (const [number, xCm] of [
        ['RS-01', 300],
        ['RS-02', 700],
        ['RS-03', 1100],
      ] as const) {
        expect((await stall(number)).placement).toEqual({
          xCm,
          yCm: 200,
          widthCm: 300,
          depthCm: 200,
          rotationDeg: 0,
        });
      }
      await expect(
        page.getByRole('region', { name: 'Noch nicht platziert (9)' }).isVisible(),
      ).resolves.toBe(true);

      // RS-03 dragged onto RS-02: shown red while held, refused when let go, nothing sent.
      await showPlan(page);
      await drag(
        page,
        await onScreen(page, 1100, 200),
        await onScreen(page, 800, 300),
        async () => {
          await expect
            .poll(() => status(page).innerText())
            .toBe(
              'RS-03: Der Standplatz überschneidet sich mit Standplatz RS-02. Loslassen setzt ihn nicht dorthin.',
            );
          await dialogShot(page, 'admin-floor-plan-refused-drag-desktop');
        },
      );
      await page
        .getByText(
          'Änderung an RS-03 nicht gespeichert: Der Standplatz überschneidet sich mit Standplatz RS-02.',
        )
        .waitFor();
      expect((await stall('RS-03')).placement).toMatchObject({ xCm: 1100, yCm: 200 });
      await expect(placedStall(page, 'RS-03').getAttribute('aria-label')).resolves.toBe(
        'Standplatz RS-03, Mitte 11 m von links, 2 m von oben, 3 m × 2 m',
      );

      // Another organiser put RS-12 where RS-03 is dragged next: the server refuses, in German.
      const twelve = await stall('RS-12');
      await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${twelve.id}/layout`, {
        placement: { xCm: 1100, yCm: 1000 },
        widthCm: 300,
        depthCm: 200,
      });
      await showPlan(page);
      await drag(page, await onScreen(page, 1100, 200), await onScreen(page, 1150, 1050));
      await page
        .getByText(
          'Änderung an RS-03 nicht gespeichert: Der Standplatz überschneidet sich mit Standplatz RS-12.',
        )
        .waitFor();
      expect((await stall('RS-03')).placement).toMatchObject({ xCm: 1100, yCm: 200 });
      // The refusal reloads the stalls: RS-12 shows, and RS-03 stands where it stood.
      await placedStall(page, 'RS-12').waitFor();
      await expect(placedStall(page, 'RS-03').getAttribute('aria-label')).resolves.toMatch(
        /Mitte 11 m von links, 2 m von oben/,
      );

      // RS-04 by keyboard: 'Platzieren' puts it on the first free spot, the focus goes to it on
      // the plan, the arrow keys move it (held: one request), R turns it by 15°.
      const place = page.getByRole('button', { name: 'RS-04 platzieren' });
      await place.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => status(page).innerText()).toBe('RS-04 gespeichert.');
      expect((await stall('RS-04')).placement).toMatchObject({ xCm: 1400, yCm: 100 });
      const four = placedStall(page, 'RS-04');
      await expect(four.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('r');
      await expect(four.getAttribute('aria-label')).resolves.toBe(
        'Standplatz RS-04, Mitte 14,3 m von links, 2 m von oben, 3 m × 2 m, gedreht um 15°',
      );
      await expect
        .poll(async () => (await stall('RS-04')).placement)
        .toEqual({
          xCm: 1430,
          yCm: 200,
          widthCm: 300,
          depthCm: 200,
          rotationDeg: 15,
        });
      // Enter opens its fields, in metres.
      await page.keyboard.press('Enter');
      const fields = page.getByRole('region', { name: 'Standplatz RS-04' });
      await expect(
        fields.getByLabel('Mitte von links').evaluate((input) => input === document.activeElement),
      ).resolves.toBe(true);
      await expect(fields.getByLabel('Mitte von links').inputValue()).resolves.toBe('14,3');
      await expect(fields.getByLabel('Drehung').inputValue()).resolves.toBe('15');

      // RS-01's equipment: 16 A, water, a roof; its fee names the power surcharge.
      await placedStall(page, 'RS-01').click();
      const one = page.getByRole('region', { name: 'Standplatz RS-01' });
      await one.getByRole('combobox', { name: 'Stromanschluss' }).click();
      await page.getByRole('option', { name: '16 A' }).click();
      await one.getByRole('checkbox', { name: 'Wasser' }).check();
      await one.getByRole('checkbox', { name: 'Überdacht' }).check();
      await expect
        .poll(async () => (await stall('RS-01')).attributes)
        .toEqual({ powerAmps: 16, water: true, covered: true, vehicleAccess: false });
      await one
        .getByText('frei · Standgebühr 120,00 € + Zuschlag Stromanschluss 16 A 25,00 €')
        .waitFor();
      expect((await stall('RS-01')).price).toBe(14500);
      expect(await axeViolations(page)).toEqual([]);
      await settled(page, 'admin-floor-plan-placed-desktop');

      // After a reload all is where it was put.
      await page.reload();
      await placedStall(page, 'RS-04').waitFor();
      for (const [number, label] of [
        ['RS-01', 'Standplatz RS-01, Mitte 3 m von links, 2 m von oben, 3 m × 2 m'],
        ['RS-02', 'Standplatz RS-02, Mitte 7 m von links, 2 m von oben, 3 m × 2 m'],
        ['RS-03', 'Standplatz RS-03, Mitte 11 m von links, 2 m von oben, 3 m × 2 m'],
        [
          'RS-04',
          'Standplatz RS-04, Mitte 14,3 m von links, 2 m von oben, 3 m × 2 m, gedreht um 15°',
        ],
      ] as const) {
        await expect(placedStall(page, number).getAttribute('aria-label')).resolves.toBe(label);
      }
      await expect(
        page.getByRole('region', { name: 'Noch nicht platziert (7)' }).isVisible(),
      ).resolves.toBe(true);
      await page.getByTestId('plan-file-info').filter({ hasText: 'rittersaal.svg' }).waitFor();
      await placedStall(page, 'RS-01').click();
      const reloaded = page.getByRole('region', { name: 'Standplatz RS-01' });
      await expect(
        reloaded.getByRole('combobox', { name: 'Stromanschluss' }).innerText(),
      ).resolves.toBe('16 A');
      await expect(reloaded.getByRole('checkbox', { name: 'Wasser' }).isChecked()).resolves.toBe(
        true,
      );
      await expect(
        page.getByRole('form', { name: 'Größe des Geländes' }).getByLabel('Breite').inputValue(),
      ).resolves.toBe('30');

      // Delete takes a stall off the plan after asking; the plan image goes after asking.
      await placedStall(page, 'RS-03').focus();
      await page.keyboard.press('Delete');
      const off = page.getByRole('dialog', { name: 'RS-03 vom Plan nehmen?' });
      await dialogShot(page, 'admin-floor-plan-take-off-desktop');
      await off.getByRole('button', { name: 'Vom Plan nehmen' }).click();
      await expect.poll(async () => (await stall('RS-03')).placement).toBeNull();
      await page.getByRole('region', { name: 'Noch nicht platziert (8)' }).waitFor();

      await page.getByRole('button', { name: 'Planbild entfernen' }).click();
      await page
        .getByRole('dialog', { name: 'Planbild entfernen?' })
        .getByRole('button', { name: 'Entfernen' })
        .click();
      await page
        .getByText('Noch kein Plan hochgeladen: Der Plan zeigt ein Meter-Raster.')
        .waitFor();
      const after = await area();
      expect(after.planImage).toBeNull();
      expect(after.plan).toEqual({ widthCm: 3000, depthCm: 2000, imageUrl: null });
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await page.close();
      await restoreArea();
    }
  });
});

describe('The plan tab on a phone', () => {
  it('says that the editor needs a larger screen and shows the plan without controls', async () => {
    const rs = await area();
    await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${rs.id}`, {
      planWidthCm: 2000,
      planDepthCm: 1200,
    });
    await adminApi(baseUrl, 'PATCH', `/api/admin/booths/${rs.booths[0]!.id}/layout`, {
      placement: { xCm: 300, yCm: 200 },
      widthCm: 300,
      depthCm: 200,
    });
    const page = await openAdminDashboard(
      browser,
      baseUrl,
      VIEWPORTS.phone,
      `tab=floor-plan&area=${AREA}`,
    );
    try {
      await page
        .getByText(
          'Der Lageplan-Editor braucht einen größeren Bildschirm (ab 900 Pixel Breite, z. B. ein Laptop). Hier ist der Plan nur zu sehen.',
        )
        .waitFor();
      await page.getByRole('img', { name: `Lageplan ${NAME}` }).waitFor();
      expect(await page.getByRole('button', { name: /^Standplatz RS-01, Mitte/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Hochladen' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await settled(page, 'admin-floor-plan-phone');
    } finally {
      await page.close();
      await restoreArea();
    }
  });
});
