import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';

/**
 * Issue 16, "keyboard only": a vendor registers with a stall picked on the map without touching
 * the mouse, in under 25 presses of Tab (each area of the map is one Tab stop, the arrow keys move
 * inside it).
 */
const MAX_TABS = 25;
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Focused {
  tag: string;
  label: string;
  role: string | null;
  booth: string | null;
  state: string | null;
  inGrid: boolean;
}

/** What has the keyboard focus (read from the page; nothing is clicked). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement;
    return {
      tag: element.tagName.toLowerCase(),
      label:
        element.getAttribute('aria-label') ??
        element.labels?.[0]?.textContent?.trim() ??
        element.textContent?.trim() ??
        '',
      role: element.getAttribute('role'),
      booth: element.dataset.booth ?? null,
      state: element.dataset.state ?? null,
      inGrid: element.closest('[role="grid"]') !== null,
    };
  });
}

/** The stalls of the grid that has the focus, in order, with their state. */
function stallsOfFocusedGrid(page: Page): Promise<{ booth: string; state: string }[]> {
  return page.evaluate(() =>
    [
      ...(document.activeElement?.closest('[role="grid"]')?.querySelectorAll('[data-booth]') ?? []),
    ].map((element) => ({
      booth: (element as HTMLElement).dataset.booth!,
      state: (element as HTMLElement).dataset.state!,
    })),
  );
}

describe.each(Object.entries(VIEWPORTS))('Keyboard-only registration on %s', (name, viewport) => {
  it(`registers with a stall chosen on the map in under ${MAX_TABS} Tab presses`, async () => {
    const page = await browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    await page.goto(`${baseUrl}/vendor-registration`);
    await page.getByRole('form', { name: 'Händler-Anmeldung' }).waitFor();
    // The server sends the form; its fields take input once the app has taken the page over.
    await page.waitForFunction(() => document.querySelector('form fieldset:enabled') !== null);
    let tabs = 0;
    const tab = async () => {
      tabs += 1;
      await page.keyboard.press('Tab');
      return focused(page);
    };
    /** Tabs on until the focus is on the element `matches` accepts (at most 12 presses). */
    const tabTo = async (what: string, matches: (element: Focused) => boolean) => {
      for (let i = 0; i < 12; i += 1) {
        const element = await tab();
        if (matches(element)) return element;
      }
      throw new Error(`${what} nicht mit Tab erreicht (${tabs} Tab-Drücke)`);
    };

    const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await tabTo('Name', (element) => element.tag === 'input');
    await page.keyboard.type('Tastatur-Kerzen Huber');
    await tab();
    await page.keyboard.type(`e2e-keyboard-${name}-${suffix}@example.at`);
    await tab();
    await page.keyboard.type('+43 664 1234567');
    await tab();
    await page.keyboard.type('Handgezogene Bienenwachskerzen');

    // The radio group is one Tab stop; the arrow key picks 'selbst auswählen'.
    const radio = await tab();
    expect(radio.label).toContain('vom Veranstalter zuweisen');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('grid').first().waitFor();

    // Each area of the map is one Tab stop: the first area with two free stalls gets the pick.
    let stalls: { booth: string; state: string }[] = [];
    let start: Focused | null = null;
    for (let area = 0; area < 6; area += 1) {
      const element = await tab();
      if (!element.inGrid) break;
      stalls = await stallsOfFocusedGrid(page);
      if (stalls.filter((stall) => stall.state === 'available').length >= 2) {
        start = element;
        break;
      }
    }
    if (!start) throw new Error('Kein Bereich mit zwei freien Standplätzen');
    expect(start.state).toBe('available'); // the Tab stop is the area's first free stall

    // Arrow keys to the area's last free stall: along the row first, then down the column.
    const startBooth = start.booth;
    const from = stalls.findIndex((stall) => stall.booth === startBooth);
    const target = stalls.findLastIndex((stall) => stall.state === 'available');
    const columns = 6;
    const across = (target % columns) - (from % columns);
    for (let i = 0; i < Math.abs(across); i += 1) {
      await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    for (let i = 0; i < Math.floor(target / columns) - Math.floor(from / columns); i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    const chosen = stalls[target]!.booth;
    expect((await focused(page)).booth).toBe(chosen);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selected-booth').innerText()).resolves.toContain(
      `Gewählter Standplatz: ${chosen}`,
    );
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() =>
      document.activeElement?.closest('section')?.scrollIntoView({ block: 'center' }),
    );
    await page.screenshot({ path: join(SCREENSHOTS, `keyboard-map-${name}.png`) });

    // On past the other areas, 'Auswahl aufheben' and the directory's box (left unticked) to
    // the terms, then to the submit button.
    await tabTo(
      'Teilnahmebedingungen',
      (element) => element.tag === 'input' && element.label.includes('Teilnahmebedingungen'),
    );
    await page.keyboard.press('Space');
    const submit = await tabTo('Jetzt anmelden', (element) => element.label === 'Jetzt anmelden');
    expect(submit.tag).toBe('button');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/vendors/register')),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ requiresPayment: true, boothNumber: chosen });
    const confirmation = page.getByTestId('confirmation-payment_due');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(chosen);

    expect(tabs).toBeLessThan(MAX_TABS);
    console.info(`Tastatur-Anmeldung (${name}): ${tabs} Tab-Drücke, Standplatz ${chosen}`);
    await page.close();
  });
});
