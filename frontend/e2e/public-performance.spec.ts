import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleChunkFiles, readManifest } from '../scripts/route-js.mjs';
import {
  launchBrowser,
  serverRenderingKept,
  VIEWPORTS,
  watchServerRendering,
} from './support/browser';

/**
 * Fast public pages (issue 16): what a first visit loads and how the server sends it. The chunks
 * with console code are those whose source maps name a file under src/features/admin (the same
 * rule as `npm run size:routes`), read from the build the test server serves.
 */
const baseUrl = inject('baseUrl');
const consoleChunks = consoleChunkFiles(readManifest());
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens `path` in a fresh page and returns the responses of the build's files it loaded. */
async function open(page: Page, path: string, ready: () => Promise<unknown>): Promise<Response[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin === baseUrl) responses.push(response);
  });
  await page.goto(`${baseUrl}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  return responses;
}

/** Waits until React has taken the page's heading over (knows it as one of its elements). */
function appHasTakenOver(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__react')),
  );
}

function assetPath(response: Response): string {
  return new URL(response.url()).pathname.slice(1);
}

describe('a first visit of Home', () => {
  it('fetches no chunk of the console', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const responses = await open(page, '/', () =>
      page.getByRole('heading', { name: 'Willkommen bei der Händleranmeldung' }).waitFor(),
    );
    const scripts = responses.map(assetPath).filter((path) => path.endsWith('.js'));

    expect(consoleChunks.size).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => consoleChunks.has(path))).toEqual([]);
    await page.close();
  });

  it('does fetch console chunks on the admin login, so the check above can fail', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const responses = await open(page, '/admin-login', () =>
      page.getByRole('button', { name: 'Anmelden' }).waitFor(),
    );

    expect(responses.map(assetPath).some((path) => consoleChunks.has(path))).toBe(true);
    await page.close();
  });

  it('gets scripts and styles compressed and cached as immutable, the page revalidated', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const responses = await open(page, '/', () =>
      page.getByRole('heading', { name: 'Willkommen bei der Händleranmeldung' }).waitFor(),
    );
    const assets = responses.filter((response) =>
      /^assets\/.*\.(js|css)$/.test(assetPath(response)),
    );
    const document = responses.find((response) => new URL(response.url()).pathname === '/');

    expect(assets.length).toBeGreaterThan(1);
    for (const response of assets) {
      const headers = await response.allHeaders();
      // The build leaves files below 1 KB as they are.
      if ((await response.body()).length >= 1024) {
        expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      }
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
      expect(headers['vary'], response.url()).toMatch(/Accept-Encoding/i);
    }
    const encoded = await Promise.all(
      assets.map(async (response) => (await response.allHeaders())['content-encoding']),
    );
    expect(encoded).toContain('br');
    expect((await document!.allHeaders())['cache-control']).toBe('no-cache');
    await page.close();
  });

  it('renders with the market settings sent in the page, without asking the API for them', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const apiPaths: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiPaths.push(pathname);
    });
    const settings = (await (await fetch(`${baseUrl}/api/market-settings`)).json()) as {
      marketName: string;
    };

    await open(page, '/', () =>
      page.getByRole('heading', { name: 'Willkommen bei der Händleranmeldung' }).waitFor(),
    );

    await expect(page.locator('header').first().innerText()).resolves.toContain(
      settings.marketName,
    );
    expect(apiPaths).not.toContain('/api/market-settings');
    await page.close();
  });

  it('finds no source map and no build manifest on the server', async () => {
    const { file } = Object.values(readManifest()).find((chunk) => chunk.isEntry)!;

    expect((await fetch(`${baseUrl}/${file}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/${file}`)).headers.get('sourcemap')).toBeNull();
    expect((await fetch(`${baseUrl}/${file}.map`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/.vite/manifest.json`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/${file}`)).text()).not.toContain('sourceMappingURL');
  });
});

/** The public pages with the heading each shows (Home's is the market's name). */
const PUBLIC_PAGES: [path: string, heading: string | null][] = [
  ['/', null],
  ['/vendor-registration', 'Händler-Anmeldung'],
  ['/vendor-status', 'Status prüfen'],
  ['/impressum', 'Impressum'],
  ['/agb', 'Allgemeine Geschäftsbedingungen'],
  ['/datenschutz', 'Datenschutzerklärung'],
  ['/teilnahmebedingungen', 'Teilnahmebedingungen'],
  ['/gibt-es-nicht', '404 Page Not Found'],
];

async function marketName(): Promise<string> {
  const settings = (await (await fetch(`${baseUrl}/api/market-settings`)).json()) as {
    marketName: string;
  };
  return settings.marketName;
}

describe('the page the server sends (issue 28)', () => {
  it.each(PUBLIC_PAGES)(
    "is %s rendered from the app's components, before any script runs",
    async (path, heading) => {
      const name = await marketName();
      const withoutScript = await browser.newContext({
        viewport: VIEWPORTS.phone,
        javaScriptEnabled: false,
      });
      const page = await withoutScript.newPage();
      const response = await page.goto(`${baseUrl}${path}`);

      expect(response!.status()).toBe(path === '/gibt-es-nicht' ? 404 : 200);
      await expect(
        page.getByRole('heading', { level: 1, name: heading ?? name }).isVisible(),
      ).resolves.toBe(true);
      // The header and the footer with the market's name, as the app draws them.
      await expect(page.locator('header').first().innerText()).resolves.toContain(name);
      await expect(page.locator('footer').innerText()).resolves.toContain(name);
      await withoutScript.close();
    },
  );

  it('is complete: Home with its areas and dates, registration with its form', async () => {
    const withoutScript = await browser.newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const home = await withoutScript.newPage();
    await home.goto(`${baseUrl}/`);
    const registration = await withoutScript.newPage();
    await registration.goto(`${baseUrl}/vendor-registration`);

    await expect(home.getByText('Marktzeitraum').isVisible()).resolves.toBe(true);
    await expect(home.getByTestId(/^booth-area-/).count()).resolves.toBeGreaterThan(0);
    await expect(
      registration.getByRole('textbox', { name: /Name \/ Firma/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      registration.getByText(`für den ${await marketName()} an.`).isVisible(),
    ).resolves.toBe(true);
    await withoutScript.close();
  });
});

describe.each(Object.entries(VIEWPORTS))(
  'the app taking the page over on %s',
  (_name, viewport) => {
    it.each(PUBLIC_PAGES.filter(([path]) => path !== '/vendor-status'))(
      'keeps the elements the server sent for %s, with no error and nothing moving',
      async (path) => {
        const withoutScript = await browser.newContext({ viewport, javaScriptEnabled: false });
        const server = await withoutScript.newPage();
        await server.goto(`${baseUrl}${path}`);
        const app = await browser.newPage({ viewport });
        const problems: string[] = [];
        app.on('console', (message) => {
          // The unknown page's own 404 is the document's status, not a problem.
          if (/^(error|warning)$/.test(message.type()) && !/status of 404/.test(message.text())) {
            problems.push(message.text());
          }
        });
        app.on('pageerror', (error) => problems.push(error.message));
        // From the parsed document on, before the app starts (public/boot.js waits for the
        // first paint): the server's heading, and an observer of every layout shift.
        await watchServerRendering(app);
        await app.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
        await appHasTakenOver(app);
        await app.waitForLoadState('networkidle');

        const after = await serverRenderingKept(app);
        expect(after.ownedByReactAtStart).toBe(false);
        expect(after.same).toBe(true);
        expect(after.shifts).toBeLessThan(0.01);
        expect(problems).toEqual([]);
        for (const selector of ['header', 'header img', 'main h1', 'main a', 'footer']) {
          expect(await app.locator(selector).first().boundingBox(), selector).toEqual(
            await server.locator(selector).first().boundingBox(),
          );
        }
        await withoutScript.close();
        await app.close();
      },
    );
  },
);

describe('the first paint', () => {
  it("comes before any of the app's script is fetched", async () => {
    const html = await (await fetch(`${baseUrl}/vendor-registration`)).text();
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/vendor-registration`);
    // The form is in the server's page: wait until the app has taken it over.
    await appHasTakenOver(page);
    await page.waitForLoadState('networkidle');

    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));

    // The page itself names no script but the start script, and nothing to preload now.
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      '/boot.js',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(scripts.length).toBeGreaterThan(10);
    // The first contentful paint is the time the frame was shown, which on a loaded machine
    // trails the frame's rendering (after which the scripts are asked for) by some tens of
    // milliseconds; scripts named in the page would be asked for while it is still parsed.
    expect(Math.min(...scripts)).toBeGreaterThan(firstPaint - 100);
    await page.close();
  });
});
