import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../scripts/route-js.mjs';
import { adminToken } from './support/admin';
import { launchBrowser, settled } from './support/browser';

/**
 * Issue 16: the analytics tab at desktop width shows charts and their tables for events posted
 * here; at phone width the tab is not offered. The server is shared with the other browser tests
 * (real clock, their events too): this test names a route of its own and counts "at least".
 */
const baseUrl = inject('baseUrl');
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ROUTE = `/e2e-auswertung-${RUN}`;
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
let browser: Browser;

async function postEvent(sessionId: string, event: Record<string, unknown>): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/analytics/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE_UA },
      body: JSON.stringify({ sessionId, ...event }),
    });
    if (response.status === 204) return;
    // Other browser tests send page views from the same address: wait out the rate limit.
    if (response.status !== 429) throw new Error(`analytics: ${response.status}`);
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 5)),
    );
  }
  throw new Error('analytics: rate limit did not clear');
}

/** A number from a de-AT table cell ('1 234' → 1234). */
function numberIn(text: string): number {
  return Number(text.replace(/\s/g, '').replace(/\./g, ''));
}

async function cells(row: Locator): Promise<string[]> {
  return row.locator('th, td').allInnerTexts();
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const session of ['a', 'b']) {
    const sessionId = `e2e-analytics-${RUN}-${session}`;
    await postEvent(sessionId, { eventType: 'page_view', page: ROUTE });
    await postEvent(sessionId, { eventType: 'registration_started', page: ROUTE });
    await postEvent(sessionId, {
      eventType: 'registration_step',
      page: ROUTE,
      data: { step: 'booth_assignment_admin' },
    });
    await postEvent(sessionId, {
      eventType: 'registration_completed',
      page: ROUTE,
      data: { success: true, requiresPayment: false },
    });
  }
  await postEvent(`e2e-analytics-${RUN}-a`, { eventType: 'page_view', page: ROUTE });
  await postEvent(`e2e-analytics-${RUN}-c`, {
    eventType: 'booth_selected',
    page: ROUTE,
    data: { boothNumber: 'SO-01', weight: 10 },
  });
});
afterAll(() => browser?.close());

/** The console signed in, in a browser context of its own (axe needs one). */
async function openConsole(viewport: { width: number; height: number }): Promise<Page> {
  const token = await adminToken(baseUrl);
  const context = await browser.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(`${baseUrl}/admin-dashboard`);
  await page.getByText('Angemeldet als').first().waitFor();
  return page;
}

/** The analytics tab's own chunk, from the build's manifest (other chunks may be named alike). */
const ANALYTICS_TAB_CHUNK = `/${readManifest()['src/features/admin/analytics/index.ts']!.file}`;

function analyticsChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_TAB_CHUNK) loaded.push(request.url());
  });
  return loaded;
}

describe('Analytics tab', () => {
  it('shows charts and tables with the events of the period at desktop width', async () => {
    const page = await openConsole(DESKTOP);
    const chunks = analyticsChunks(page);
    const tab = page.getByRole('tab', { name: 'Auswertung' });
    // The spec's last tab (after it only the team's, issue 29); its code is fetched only when
    // it is opened.
    const names = await page.getByRole('tab').allInnerTexts();
    expect(names.slice(names.indexOf('Archiv'), names.indexOf('Archiv') + 2)).toEqual([
      'Archiv',
      'Auswertung',
    ]);
    expect(chunks).toEqual([]);

    await tab.click();
    await page.waitForURL(`${baseUrl}/admin-dashboard?tab=analytics`);
    const pages = page.getByRole('table', { name: 'Seitenaufrufe pro Route' });
    const routeRow = pages.getByRole('row', { name: new RegExp(ROUTE) });
    await routeRow.waitFor({ state: 'attached' });
    expect(chunks.length).toBeGreaterThan(0);
    expect(await cells(routeRow)).toEqual([ROUTE, '3', '2']);
    // The console is no public page: this very visit of sign-in and dashboard is not counted.
    expect(await pages.textContent()).not.toMatch(/\/admin|\/qr-scanner/);

    const funnel = page.getByRole('table', { name: 'Anmelde-Trichter' });
    const started = await cells(funnel.getByRole('row', { name: /Anmeldung begonnen/ }));
    expect(numberIn(started[1]!)).toBeGreaterThanOrEqual(2);
    const completed = await cells(funnel.getByRole('row', { name: /^Abgeschlossen/ }));
    expect(numberIn(completed[1]!)).toBeGreaterThanOrEqual(2);
    const areas = page.getByRole('table', { name: 'Standplatzwahl nach Bereich' });
    const special = await cells(areas.getByRole('row', { name: /Sonderplatz/ }));
    expect(numberIn(special[2]!)).toBeGreaterThanOrEqual(10);
    const devices = page.getByRole('table', { name: 'Geräte' });
    expect(
      numberIn((await cells(devices.getByRole('row', { name: /Handy/ })))[1]!),
    ).toBeGreaterThanOrEqual(3);

    // Every chart is drawn (SVG), hidden from screen readers, which read the tables instead.
    await page.locator('[data-testid="analytics-chart"] svg').first().waitFor();
    expect(
      await page.locator('[data-testid="analytics-chart"] svg').count(),
    ).toBeGreaterThanOrEqual(5);

    // The table on screen on request.
    const toggle = page
      .getByRole('region', { name: 'Seitenaufrufe pro Route' })
      .getByRole('button', { name: 'Als Tabelle anzeigen' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await routeRow.isVisible()).toBe(true);

    await page.getByRole('button', { name: '7 Tage' }).click();
    await routeRow.waitFor();

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await settled(page, 'admin-analytics-desktop');
    await page.context().close();
  });

  it('is not offered at phone width, not even through the address', async () => {
    const page = await openConsole(PHONE);
    const chunks = analyticsChunks(page);
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Bereich des Dashboards' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toContain('Archiv');
    expect(options).not.toContain('Auswertung');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/admin-dashboard?tab=analytics`);
    await page.getByText('Angemeldet als').first().waitFor();
    expect(
      await page.getByRole('combobox', { name: 'Bereich des Dashboards' }).innerText(),
    ).toContain('Händler');
    // No tab panel without tabs: the part shown is a region named after the dropdown's choice.
    expect(await page.getByRole('tabpanel').count()).toBe(0);
    await page.getByRole('region', { name: 'Gewählter Bereich: Händler' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await settled(page, 'admin-analytics-phone');
    await page.context().close();
  });
});
