import AxeBuilder from '@axe-core/playwright';
import type { BackgroundTaskDto } from '@standl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin';
import { dialogShot, launchBrowser, screenshot, settled, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TASKS: BackgroundTaskDto[] = [
  {
    kind: 'mail',
    id: '7',
    title: 'E-Mail an anna.huber@example.at: Ihre Anmeldung zum Adventmarkt',
    state: 'failed',
    attempts: 5,
    lastError: '550 5.1.1 <anna.huber@example.at>: Recipient address rejected: User unknown',
    nextAttemptAt: null,
    createdAt: '2026-11-27T09:00:00.000Z',
  },
  {
    kind: 'reaction',
    id: '12',
    title: 'Reaktion communication.confirmation-mail auf registration.vendor-booth-assigned.v1',
    state: 'retrying',
    attempts: 2,
    lastError: 'Vorlage „Bestätigung“ fehlt',
    nextAttemptAt: '2026-12-07T17:05:00.000Z',
    createdAt: '2026-11-26T09:00:00.000Z',
  },
  {
    kind: 'job',
    id: '3',
    title: 'Job ‚Sperre: offener Betrag bei Marktende‘',
    state: 'failed',
    attempts: 3,
    lastError: 'Datenbank nicht erreichbar',
    nextAttemptAt: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  },
];

/**
 * The shared app has no failed background work, and the browser tier cannot reach its database
 * to make some: the list and its actions are answered here (the API itself is tested in
 * backend/test/background-tasks.e2e-spec.ts). Answers the calls the page made.
 */
async function stubTasks(page: Page): Promise<string[]> {
  let tasks = [...TASKS];
  const calls: string[] = [];
  await page.route('**/api/admin/background-tasks**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET') return route.fulfill({ json: tasks });
    calls.push(`${request.method()} ${path}`);
    const [, , , , kind, id, action] = path.split('/');
    const task = tasks.find((one) => one.kind === kind && one.id === id)!;
    tasks = tasks.filter((one) => one !== task);
    return action === 'discard'
      ? route.fulfill({ status: 204 })
      : route.fulfill({ json: { ...task, state: 'retrying', attempts: 0 } });
  });
  return calls;
}

/** The console signed in, in a context of its own (axe needs one, not browser.newPage). */
async function openConsole(viewport: { width: number; height: number }): Promise<Page> {
  const token = await adminToken(baseUrl);
  const context = await browser.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  return page;
}

describe.each(Object.entries(VIEWPORTS))('background tasks (%s)', (label, viewport) => {
  it('warns in the E-Mails tab, links to the list, retries and discards', async () => {
    const page = await openConsole(viewport);
    const calls = await stubTasks(page);
    await page.goto(`${baseUrl}/admin-dashboard?tab=emails`);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: '2 Hintergrundaufgaben sind fehlgeschlagen, 1 wird gerade wiederholt' });
    await notice.waitFor();
    await settled(page, `admin-background-tasks-notice-${label}`);

    await notice.getByRole('link', { name: 'Zu den Hintergrundaufgaben' }).click();
    const heading = page.getByRole('heading', { name: 'Hintergrundaufgaben' });
    await heading.waitFor();
    expect(page.url()).toContain('tab=settings');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('admin-background-tasks-heading');
    // Scrolled there: the heading below the sticky header (the viewport as the organiser sees it).
    await page.waitForTimeout(400);
    await page.screenshot({
      path: `${import.meta.dirname}/screenshots/admin-background-tasks-scrolled-${label}.png`,
    });
    const section = page.locator('#hintergrundaufgaben');
    const rows = section.getByTestId('background-task');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('Nächster Versuch 7. Dez. 2026, 18:05 Uhr');
    await page.waitForTimeout(400);
    await section.screenshot({
      path: `${import.meta.dirname}/screenshots/admin-background-tasks-${label}.png`,
    });

    const axe = await new AxeBuilder({ page })
      .include('#hintergrundaufgaben')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const job = rows.filter({ hasText: 'Sperre: offener Betrag' });
    await job.getByRole('button', { name: 'Verwerfen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hintergrundaufgabe verwerfen?' });
    await dialog.waitFor();
    await dialogShot(page, `admin-background-tasks-discard-${label}`);
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Verworfen' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);

    const mail = rows.filter({ hasText: 'anna.huber@example.at' });
    await mail.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wird erneut versucht' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(calls).toEqual([
      'POST /api/admin/background-tasks/job/3/discard',
      'POST /api/admin/background-tasks/mail/7/retry',
    ]);
    await screenshot(page, `admin-background-tasks-after-${label}`);
    await page.context().close();
  });
});
