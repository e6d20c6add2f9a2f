import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleChunkFiles, readManifest } from '../scripts/route-js.mjs';
import { launchBrowser, VIEWPORTS } from './support/browser';

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

describe.each(Object.entries(VIEWPORTS))('first paint on %s', (_name, viewport) => {
  it('shows the header with its logo before the script runs, where the app draws it', async () => {
    const withoutScript = await browser.newContext({ viewport, javaScriptEnabled: false });
    const shell = await withoutScript.newPage();
    await shell.goto(`${baseUrl}/vendor-registration`);
    const logo = shell.locator('header img');
    await logo.waitFor();
    const loaded = await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

    const app = await browser.newPage({ viewport });
    await app.goto(`${baseUrl}/vendor-registration`);
    await app.getByText('Name / Firma').first().waitFor();

    expect(loaded).toBeGreaterThan(0);
    await expect(shell.getByText('Händler- & Standplatzverwaltung').isVisible()).resolves.toBe(
      true,
    );
    // Same place and size of header and logo: React's header does not move what was painted.
    expect(await shell.locator('header').boundingBox()).toEqual(
      await app.locator('header').first().boundingBox(),
    );
    expect(await logo.boundingBox()).toEqual(await app.locator('header img').first().boundingBox());
    await withoutScript.close();
    await app.close();
  });

  it.each([
    ['/', 'Händleranmeldung', ['h1', 'section p', 'section img', 'section a'], 'Willkommen bei'],
    ['/vendor-registration', 'Melden Sie sich als Händler', ['h1', 'h1 + p'], 'Name / Firma'],
  ])(
    "shows the top of %s before the script runs, in the app's places and sizes",
    async (path, text, selectors, renderedByApp) => {
      const settings = (await (await fetch(`${baseUrl}/api/market-settings`)).json()) as {
        marketName: string;
      };
      const withoutScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const shell = await withoutScript.newPage();
      await shell.goto(`${baseUrl}${path}`);
      const app = await browser.newPage({ viewport });
      await app.goto(`${baseUrl}${path}`);
      // Only the app draws more than the top (the shell's h1 is there before it).
      await app.getByText(renderedByApp).first().waitFor();

      await expect(shell.locator('main').getByText(text).isVisible()).resolves.toBe(true);
      await expect(shell.locator('main').innerText()).resolves.toContain(
        path === '/' ? settings.marketName : `für den ${settings.marketName} an.`,
      );
      // The app's elements take the painted ones' places: nothing moves, and the largest paint
      // of the page stays the first one.
      for (const selector of selectors) {
        expect(await shell.locator(`main ${selector}`).first().boundingBox()).toEqual(
          await app.locator(`main ${selector}`).first().boundingBox(),
        );
      }
      await withoutScript.close();
      await app.close();
    },
  );
});

describe('the first paint', () => {
  it("comes before any of the app's script is fetched", async () => {
    const html = await (await fetch(`${baseUrl}/vendor-registration`)).text();
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/vendor-registration`);
    await page.getByRole('textbox', { name: /Name/ }).first().waitFor();

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
