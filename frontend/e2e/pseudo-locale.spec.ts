import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, registerVendor } from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';

/**
 * No string left behind (issue 33): every public and vendor page in the pseudo-locale, where each
 * translated text reads '⟦…⟧' in accented letters. A text with letters outside those brackets is
 * one the catalogs do not have, unless it is data: the market's and the organiser's names from
 * the settings, the areas' names, the vendor's own entries, stall numbers, dates, times, amounts, addresses.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let marketTexts: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const settings = (await (await fetch(`${baseUrl}/api/market-settings`)).json()) as {
    marketName: string;
    organizer?: Record<string, string | null>;
  };
  const areas = (await (await fetch(`${baseUrl}/api/booth-areas`)).json()) as {
    name: string;
    code: string;
    location?: string | null;
  }[];
  marketTexts = [
    settings.marketName,
    ...Object.values(settings.organizer ?? {}),
    ...areas.flatMap((area) => [area.name, area.code, area.location]),
  ].filter((text): text is string => typeof text === 'string' && text.length > 1);
});
afterAll(() => browser?.close());

/**
 * Texts that are the same in every language: the product's name, the languages named in their
 * own words by the switch, and the spec's English heading of the 404 page.
 */
const NOT_TRANSLATED = [
  'Standl',
  'English',
  'Deutsch',
  '404 Page Not Found',
  // Banking terms every language uses.
  'IBAN',
  'BIC',
  // The software the Impressum names.
  'React',
  'NestJS',
  'PostgreSQL',
  'SumUp',
];

async function pseudoPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  await context.addCookies([{ name: 'standl-sprache', value: 'pseudo', url: baseUrl }]);
  return context.newPage();
}

/**
 * The texts of the page a person reads or hears: visible text nodes, and the labels, titles,
 * placeholders and alternative texts of elements.
 */
function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const shown = (element: Element | null) =>
      element instanceof HTMLElement &&
      // Code samples and file paths (the internal sync helper) are the same in every language.
      !element.closest('[hidden], script, style, noscript, template, code, pre') &&
      getComputedStyle(element).visibility !== 'hidden' &&
      element.getClientRects().length > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && shown(node.parentElement)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/**
 * What is left of a text once the data is taken out, where it still reads as plain words: the
 * pseudo-locale writes nearly every letter accented ('Ĥäńďĺēŕ'), so three plain letters in a row
 * are a text no catalog had. (A translated sentence may be split by markup inside it, so the
 * brackets alone cannot tell.)
 */
function untranslatedPart(text: string, data: string[]): string {
  let rest = text;
  for (const value of data) rest = rest.split(value).join(' ');
  rest = rest
    // dates, times, e-mail and web addresses, file paths, access codes, stall numbers
    .replace(/\b(Jän|Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)\.?(?=\s|$)/g, ' ')
    .replace(
      /\b(Jänner|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/g,
      ' ',
    )
    .replace(/\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b/g, ' ')
    .replace(/\bUhr\b/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?:[\w.-]+\/)+[\w.-]+\.\w+/g, ' ')
    .replace(/\b[A-Z0-9]{5}-?[A-Z0-9]{5}\b/g, ' ')
    .replace(/\b[A-Z]{1,3}-?\d+[a-z]?\b/g, ' ');
  return /[A-Za-z]{3,}/.test(rest) ? rest.trim() : '';
}

async function expectAllTranslated(page: Page, label: string, data: string[] = []) {
  // The page has taken the server's page over and its texts have arrived.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const known = [...marketTexts, ...data, ...NOT_TRANSLATED].sort((a, b) => b.length - a.length);
  const untranslated = (await textsOf(page))
    .map((text) => ({ text, rest: untranslatedPart(text, known) }))
    .filter(({ rest }) => rest !== '')
    .map(({ text }) => text);
  expect([...new Set(untranslated)], `${label}: nicht übersetzt`).toEqual([]);
}

const PAGES: [string, string][] = [
  ['Home', '/'],
  ['Händler-Anmeldung', '/vendor-registration'],
  ['Status prüfen', '/vendor-status'],
  ['Standplatz-Auswahl ohne Zugangscode', '/booth-self-selection'],
  ['Händler-Dashboard (Anmeldung)', '/dashboard'],
  ['Aussteller', '/aussteller'],
  ['Impressum', '/impressum'],
  ['AGB', '/agb'],
  ['Datenschutz', '/datenschutz'],
  ['Teilnahmebedingungen', '/teilnahmebedingungen'],
  ['404', '/diese-seite-gibt-es-nicht'],
  ['E-Mail bestätigen mit ungültigem Link', '/email-bestaetigen?token=ungueltig'],
  ['Warteliste-Angebot mit ungültigem Link', '/warteliste-angebot?token=ungueltig'],
  ['Standplatz-Synchronisation', '/sync-helper'],
];

describe('the pseudo-locale', () => {
  it.each(PAGES)('leaves no text untranslated on %s', async (label, path) => {
    const page = await pseudoPage();
    await page.goto(`${baseUrl}${path}`);
    await expectAllTranslated(page, label);
    await page.context().close();
  });

  it('leaves none on the registration form with its stall choice and the phone menu', async () => {
    const page = await pseudoPage();
    await page.goto(`${baseUrl}/vendor-registration`);
    await page.waitForLoadState('networkidle');
    await page.locator('input[type="radio"]').nth(1).check();
    await expectAllTranslated(page, 'Händler-Anmeldung mit Standplatz-Auswahl');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.locator('header button').last().click();
    await page.locator('.MuiDrawer-paper').waitFor();
    await expectAllTranslated(page, 'Menü');
    await page.context().close();
  });

  it('leaves none for a signed-in vendor: status, deposit and every dashboard tab', async () => {
    const name = `Pseudo-Glasbläserei ${Date.now()}`;
    const email = `e2e-pseudo-${Date.now()}@example.at`;
    const vendor = await registerVendor(baseUrl, { name, email });
    const booths = await adminApi<{ id: number; status: string; isBeingProcessed: boolean }[]>(
      baseUrl,
      'GET',
      '/api/booths',
    );
    const free = booths.find((booth) => booth.status === 'available' && !booth.isBeingProcessed);
    if (!free) throw new Error('Kein freier Standplatz');
    await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendor.vendorId}/assign-booth`, {
      boothId: free.id,
    });
    // What the vendor entered is data: it stays as it was written.
    const entered = [name, email, '+43 664 1234567', 'Handgemachte Weihnachtsdekoration'];
    // So are the organiser's bank details (an earlier file of the tier may have saved them).
    const settings = await adminApi<Record<string, unknown>>(
      baseUrl,
      'GET',
      '/api/admin/market-settings',
    );
    for (const field of ['bankAccountHolder', 'bankIban', 'bankBic', 'bankName']) {
      const value = settings[field];
      if (typeof value === 'string') entered.push(value);
    }
    const page = await pseudoPage();

    await page.goto(`${baseUrl}/vendor-status?accessCode=${vendor.accessCode}`);
    await page.getByTestId('status-chip').waitFor();
    await expectAllTranslated(page, 'Status', entered);

    await page.goto(`${baseUrl}/payment?vendorId=${vendor.vendorId}`);
    await page.locator('main h1').waitFor();
    await expectAllTranslated(page, 'Anzahlung', entered);

    await page.goto(`${baseUrl}/dashboard`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBe(6);
    for (let index = 0; index < count; index += 1) {
      await tabs.nth(index).click();
      await expectAllTranslated(page, `Dashboard, Reiter ${index + 1}`, entered);
    }
    await page.context().close();
  });

  it('leaves none on the second tab of the sync helper', async () => {
    const page = await pseudoPage();
    await page.goto(`${baseUrl}/sync-helper`);
    await page.getByRole('tab').last().click();
    await expectAllTranslated(page, 'Standplatz-Synchronisation, Schritt für Schritt');
    await page.context().close();
  });
});
