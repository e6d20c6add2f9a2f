import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
/** Pictures are for a human look: CI, where nobody looks, skips them unless SCREENSHOTS=1. */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.SCREENSHOTS === '1';

function executablePath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The system Chromium with the flags this sandbox needs (no network beyond localhost). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A visitor whose browser asks for Austrian German: the pages' default language (issue 33);
      // Chromium alone asks for English. A test of another language sets its context's locale.
      '--lang=de-AT',
      '--accept-lang=de-AT,de',
    ],
  });
}

/** Saves a screenshot under frontend/e2e/screenshots (not committed) for a human look. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** An open dialog as the user sees it: the viewport only (a full-page shot tears the modal). */
export async function dialogShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Lets transitions (tabs, toasts, loading buttons) finish, then takes a full-page screenshot from
 * the top: scrolled, the sticky header would be drawn over the middle of the picture.
 */
export async function settled(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** Signs a vendor in on the dashboard with the access code and waits for the tabs. */
export async function signInToDashboard(
  page: Page,
  baseUrl: string,
  accessCode: string,
): Promise<void> {
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByLabel('Zugangscode').fill(accessCode);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('tab', { name: 'Übersicht' }).waitFor();
}

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** A page in its own context as a phone in Austria has it: 390 px, de-AT, Vienna's time. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  return context.newPage();
}

/** A full-page picture at 390 px and one at 1280 px; the page fits the phone's width. */
export async function photographed(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, `${name}-phone`);
  if (!TAKE_SCREENSHOTS) return;
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
}

/**
 * Watches a page the server renders, from before its first script: once the document is parsed it
 * remembers the server's main heading (and whether React already owned it, which on a
 * server-rendered page it must not) and sums every layout shift from then on. Call before `goto`:
 * with its chunks cached the app can take a page over before a test could look at it.
 */
export async function watchServerRendering(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const global = window as unknown as {
        serverHeading: Element;
        ownedByReactAtStart: boolean;
        shifts: number;
      };
      global.serverHeading = document.querySelector('main h1')!;
      global.ownedByReactAtStart = Object.keys(global.serverHeading).some((key) =>
        key.startsWith('__react'),
      );
      global.shifts = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as unknown as { value: number }[]) {
          global.shifts += shift.value;
        }
      }).observe({ type: 'layout-shift' });
    });
  });
}

/**
 * Since `watchServerRendering`: whether React owned the server's heading when the document was
 * parsed, whether the heading shown is still the server's (the app adopted it instead of drawing
 * its own) and how far the layout shifted.
 */
export function serverRenderingKept(
  page: Page,
): Promise<{ ownedByReactAtStart: boolean; same: boolean; shifts: number }> {
  return page.evaluate(() => {
    const global = window as unknown as {
      serverHeading: Element;
      ownedByReactAtStart: boolean;
      shifts: number;
    };
    return {
      ownedByReactAtStart: global.ownedByReactAtStart,
      same: document.querySelector('main h1') === global.serverHeading,
      shifts: global.shifts,
    };
  });
}
