import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

interface Area {
  code: string;
  name: string;
  price: number;
  allowSelfSelection: boolean;
}

const baseUrl = inject('baseUrl');
const amount = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2 });
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.entries(VIEWPORTS))('Home on %s', (name, viewport) => {
  it('lists the four areas in the order AK, RS, BK, SO with their prices as the API returns them', async () => {
    const areas = (await (await fetch(`${baseUrl}/api/booth-areas`)).json()) as Area[];
    const page = await browser.newPage({ viewport, locale: 'de-AT' });

    await page.goto(baseUrl);
    const rows = page.locator('[data-testid^="booth-area-"]');
    await rows.first().waitFor();

    const texts = await rows.allInnerTexts();
    const expected = ['AK', 'RS', 'BK', 'SO'].map((code) => areas.find((a) => a.code === code)!);
    expect(texts).toHaveLength(4);
    expected.forEach((area, i) => {
      expect(texts[i]).toContain(`${area.name} (${area.code})`);
      expect(texts[i].replace(/\s/g, ' ')).toContain(`${amount.format(area.price / 100)} €`);
    });
    await expect(
      page.getByText('Händler- & Standplatzverwaltung').first().isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, `home-${name}`);
    await page.close();
  });
});
