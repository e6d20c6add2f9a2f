import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';

interface Settings {
  currentYear: number;
  marketStartDate: string | null;
  withdrawalFreeDays: number;
  marketEndDate: string | null;
  dailyOpenTime: string;
  dailyCloseTime: string;
}

interface Area {
  code: string;
  name: string;
  price: number;
}

const baseUrl = inject('baseUrl');
/** The narrowest phone the pages are laid out for. */
const PHONE = { width: 360, height: 780 };
const amount = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2 });
const longDay = new Intl.DateTimeFormat('de-AT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function load<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`)).json()) as T;
}

const day = (iso: string, minusDays = 0) =>
  longDay.format(new Date(Date.parse(`${iso}T00:00:00Z`) - minusDays * 86_400_000));

/** '5. bis 8. Dezember 2026' for days of one month, otherwise both days written out. */
function period(start: string, end: string): string {
  const [from, to] = [new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)];
  return from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear()
    ? `${from.getUTCDate()}. bis ${day(end)}`
    : `${day(start).replace(/ \d{4}$/, '')} bis ${day(end)}`;
}

/** The article's text in one line, without the document's own version date. */
async function articleText(page: Page): Promise<string> {
  const text = await page.locator('article').innerText();
  return text.replace(/\s+/g, ' ').replace(/Stand: \w+ 2025/, '');
}

describe('Legal pages follow the season (360 px)', () => {
  it('Teilnahmebedingungen show the market days, withdrawal deadline and fees of the settings', async () => {
    const settings = await load<Settings>('/api/market-settings');
    const areas = await load<Area[]>('/api/booth-areas');
    const page = await browser.newPage({ viewport: PHONE, locale: 'de-AT' });
    await page.goto(`${baseUrl}/teilnahmebedingungen`);

    const ak = areas.find((area) => area.code === 'AK')!;
    await page
      .getByText(new RegExp(`^${amount.format(ak.price / 100)}\\s€$`))
      .first()
      .waitFor();
    const text = await articleText(page);
    expect(text).toContain(
      `Markttage ${period(settings.marketStartDate!, settings.marketEndDate!)}`,
    );
    expect(text).toContain(
      `bis einschließlich ${day(settings.marketStartDate!, settings.withdrawalFreeDays)}`,
    );
    expect(text).toContain(`täglich ${settings.dailyOpenTime.slice(0, 5)} – `);
    for (const area of areas) expect(text).toContain(`${area.name} (${area.code})`);
    expect(text).not.toMatch(/null|undefined|NaN/);
    if (settings.currentYear !== 2025) expect(text).not.toMatch(/2025/);
    // Nothing sticks out sideways on a narrow phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // …and the tables fit without scrolling inside their box.
    for (const table of await page.locator('article table').all()) {
      const hidden = await table.evaluate(
        (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
      );
      expect(hidden).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'legal-teilnahmebedingungen-360');
    await page.close();
  });

  it('AGB state the free-withdrawal date and the fee of each area', async () => {
    const settings = await load<Settings>('/api/market-settings');
    const areas = await load<Area[]>('/api/booth-areas');
    const page = await browser.newPage({ viewport: PHONE, locale: 'de-AT' });
    await page.goto(`${baseUrl}/agb`);

    await page
      .getByText(
        `bis einschließlich ${day(settings.marketStartDate!, settings.withdrawalFreeDays)}`,
      )
      .waitFor();
    const fees = page.locator('#agb-gebuehren-und-zahlung');
    for (const area of areas) {
      const row = fees.getByRole('row', { name: new RegExp(`${area.name} \\(${area.code}\\)`) });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(
        `${amount.format(area.price / 100)} €`,
      );
    }
    const text = await articleText(page);
    expect(text).toContain(`Die Standgebühr für den Markt ${settings.currentYear} beträgt`);
    expect(text).not.toMatch(/null|undefined|NaN/);
    await screenshot(page, 'legal-agb-360');
    await page.close();
  });
});
