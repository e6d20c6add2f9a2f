import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, registerVendor } from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/axe';

/**
 * Issue 16: axe (WCAG 2.0-2.2, levels A and AA) finds nothing on any public page or in the
 * console, and the keyboard focus is a ring one can see.
 */
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const PHONE_360 = { width: 360, height: 740 };

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page in a context of its own (axe needs one, not browser.newPage). */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  return context.newPage();
}

/** The console signed in (token in localStorage, as the login page leaves it). */
async function openConsole(viewport: { width: number; height: number }, tab: string) {
  const token = await adminToken(baseUrl);
  const page = await newPage(viewport);
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(`${baseUrl}/admin-dashboard?tab=${tab}`);
  await page.getByText('Angemeldet als').first().waitFor();
  return page;
}

async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Waits until the page's main area shows something (pages load their code on demand). */
async function mainShown(page: Page): Promise<void> {
  // The server sends the public pages complete; the console's main is empty until it renders.
  await page.waitForFunction(
    () => (document.querySelector('main')?.textContent ?? '').trim().length > 0,
  );
}

/** Waits until the page has fetched what it needs, spinners are gone and transitions ended. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined); // a page may keep a small spinner; axe checks it as it is
  await page.waitForTimeout(400);
}

async function expectNoViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  expect(await axeViolations(page), label).toEqual([]);
}

async function freeBoothId(): Promise<number> {
  const booths = (await (await fetch(`${baseUrl}/api/booths`)).json()) as {
    id: number;
    status: string;
    isBeingProcessed: boolean;
  }[];
  const free = booths.filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  if (free.length === 0) throw new Error('Kein freier Standplatz');
  return free[free.length - 1]!.id;
}

/** A vendor who chose to pick a stall later (self-selection without a stall yet). */
async function registerSelfSelecting(): Promise<{ vendorId: string; accessCode: string }> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${baseUrl}/api/vendors/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Barrierefrei ${suffix}`,
      email: `e2e-a11y-${suffix}@example.at`,
      phone: '+43 664 1234567',
      description: 'Handgemachte Weihnachtsdekoration',
      boothAssignmentPreference: 'self',
      selectedBoothId: null,
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { vendorId: string; accessCode: string };
}

const STATIC_PAGES: [string, string][] = [
  ['Home', '/'],
  ['Händler-Anmeldung', '/vendor-registration'],
  ['Status prüfen', '/vendor-status'],
  ['Standplatz-Auswahl ohne Zugangscode', '/booth-self-selection'],
  ['Händler-Dashboard (Anmeldung)', '/dashboard'],
  ['Impressum', '/impressum'],
  ['AGB', '/agb'],
  ['Datenschutz', '/datenschutz'],
  ['Teilnahmebedingungen', '/teilnahmebedingungen'],
  ['Sync-Helfer', '/sync-helper'],
  ['404', '/diese-seite-gibt-es-nicht'],
  ['Admin-Anmeldung', '/admin-login'],
  ['Passwort vergessen', '/admin-passwort-vergessen'],
  ['Einladung mit ungültigem Link', '/admin-einladung?token=ungueltig'],
  ['Neues Passwort mit ungültigem Link', '/admin-passwort-neu?token=ungueltig'],
];

describe.each(Object.entries(VIEWPORTS))('axe on the public pages on %s', (_name, viewport) => {
  it.each(STATIC_PAGES)('finds no WCAG A/AA violation on %s', async (label, path) => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}${path}`);
    await mainShown(page);
    await expectNoViolations(page, label);
    await closePage(page);
  });

  it('finds none on the registration form with the stall map open', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/vendor-registration`);
    await page.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();
    await page.getByRole('grid').first().waitFor();
    await expectNoViolations(page, 'Händler-Anmeldung mit Lageplan');
    await closePage(page);
  });

  it('finds none on the status page after a wrong access code', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/vendor-status`);
    const field = page.getByLabel('Zugangscode');
    await field.fill('ZZZZZ-99999');
    await field.press('Enter');
    await page.locator('#access-code[aria-invalid="true"]').waitFor();
    expect(await page.locator('#access-code-helper-text').innerText()).toBe(
      'Zugangscode nicht gefunden. Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.',
    );
    await expectNoViolations(page, 'Status prüfen mit falschem Zugangscode');
    await closePage(page);
  });

  it('finds none on the stall self-selection and the payment page of a vendor', async () => {
    const vendor = await registerSelfSelecting();
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/booth-self-selection?accessCode=${vendor.accessCode}`);
    await page.getByRole('grid').first().waitFor();
    await expectNoViolations(page, 'Standplatz-Auswahl');

    const held = await registerVendor(baseUrl, { selectedBoothId: await freeBoothId() });
    await page.goto(
      `${baseUrl}/payment?vendorId=${held.vendorId}&amount=10&accessCode=${held.accessCode}`,
    );
    await mainShown(page);
    await expectNoViolations(page, 'Zahlung');
    await closePage(page);
  });
});

describe('axe in the console', () => {
  it('finds no WCAG A/AA violation on any tab at desktop width', async () => {
    const page = await openConsole(VIEWPORTS.desktop, 'vendors');
    const tabs = page.getByRole('tab');
    const labels = await tabs.allInnerTexts();
    expect(labels.length).toBeGreaterThanOrEqual(8);
    for (const label of labels) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await page.locator('[role="tabpanel"]').first().waitFor();
      await expectNoViolations(page, `Konsole, Tab ${label}`);
    }
    await closePage(page);
  });

  it('finds none on the vendors tab at phone width', async () => {
    const page = await openConsole(VIEWPORTS.phone, 'vendors');
    await expectNoViolations(page, 'Konsole, Händler (Handy)');
    await closePage(page);
  });
});

interface Outline {
  style: string;
  width: number;
  color: string;
  focusVisible: boolean;
}

function focusedOutline(page: Page): Promise<Outline> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      focusVisible: element.matches(':focus-visible'),
    };
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

describe('Focus ring', () => {
  it.each([
    ['1280', VIEWPORTS.desktop],
    ['360', PHONE_360],
  ])(
    'is a visible ring, white on the red header and dark on the page, at %s px',
    async (width, viewport) => {
      const page = await newPage(viewport);
      await page.goto(baseUrl);
      await mainShown(page);

      // The first Tab stop is the logo link in the header, the next a header button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(
        true,
      );
      const logo = await focusedOutline(page);
      expect(logo).toMatchObject({ style: 'solid', color: 'rgb(255, 255, 255)' });
      expect(logo.width).toBeGreaterThanOrEqual(2);

      await page.keyboard.press('Tab');
      const headerButton = await focusedOutline(page);
      expect(headerButton).toMatchObject({
        style: 'solid',
        color: 'rgb(255, 255, 255)',
        focusVisible: true,
      });
      expect(headerButton.width).toBeGreaterThanOrEqual(2);
      await shoot(page, `focus-header-${width}`);

      // On the status page the access code field has the focus; the next Tab is the button.
      await page.goto(`${baseUrl}/vendor-status`);
      // It gets the focus once the app has taken the server's page over.
      await page.waitForFunction(() => document.activeElement?.id === 'access-code');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Status prüfen');
      const button = await focusedOutline(page);
      expect(button).toMatchObject({ style: 'solid', color: 'rgb(27, 27, 27)' });
      expect(button.width).toBeGreaterThanOrEqual(2);
      await shoot(page, `focus-button-${width}`);
      await closePage(page);
    },
  );

  it.each([
    ['1280', VIEWPORTS.desktop],
    ['360', PHONE_360],
  ])('shows on a stall of the map at %s px', async (width, viewport) => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/vendor-registration`);
    await page.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();
    await page.getByRole('grid').first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null),
    ).toBe(true);
    const stall = await focusedOutline(page);
    expect(stall).toMatchObject({ style: 'solid', color: 'rgb(27, 27, 27)', focusVisible: true });
    expect(stall.width).toBeGreaterThanOrEqual(2);
    await page.evaluate(() =>
      document.activeElement?.closest('section')?.scrollIntoView({ block: 'center' }),
    );
    await shoot(page, `focus-map-${width}`);
    await closePage(page);
  });
});

describe('robots.txt', () => {
  it('is served as text and keeps crawlers out of the console, the dashboard and the API', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/admin-login',
      '/admin-dashboard',
      '/qr-scanner',
      '/dashboard',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /vendor-registration');
  });
});
