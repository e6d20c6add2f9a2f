import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

async function openSection(page: Page, section: string, heading?: string) {
  await page.goto(`${baseUrl}/admin-dashboard?tab=emails&mail=${section}`);
  await page.getByRole('heading', { name: heading ?? 'E-Mails', exact: true }).waitFor();
}

describe('templates', () => {
  it('creates the standard templates and edits one with a live preview', async () => {
    const page = await openAdminDashboard(browser, baseUrl, VIEWPORTS.desktop);
    await openSection(page, 'templates');
    const existing = await adminApi<{ id: number }[]>(baseUrl, 'GET', '/api/admin/email-templates');
    if (existing.length === 0) {
      await page.getByRole('button', { name: 'Standardvorlagen erstellen' }).click();
      await toast(page, 'Vorlage erstellt').waitFor();
    }
    await page.getByText('Händler-Einladung').first().waitFor();
    await page.getByText('Automatisch für: Bestätigung mit Zugangscode').waitFor();
    await screenshot(page, 'admin-email-templates-desktop');

    await page.getByRole('button', { name: 'Neue Vorlage' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Info ${Date.now()}`);
    await dialog.getByLabel(/^Betreff/).fill('Neuigkeiten für {name}');
    await dialog
      .getByLabel(/^Inhalt \(HTML\)/)
      .fill('<p>Hallo {name}, {vorname}</p><script>alert(1)</script>');
    await dialog.getByText('Unbekannte Platzhalter bleiben im Text stehen: {vorname}').waitFor();
    const preview = dialog.frameLocator('iframe[title="Vorschau der Vorlage"]');
    await preview.getByText('Hallo Kerzenzieherei Huber, {vorname}').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await screenshot(page, 'admin-email-template-editor-desktop');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Vorlage erstellt').waitFor();
    await page.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('mass mail (%s)', (label, viewport) => {
  it('sends to two vendors and shows the progress until all are sent', async () => {
    const stamp = `${label}-${Date.now()}`;
    await registerVendor(baseUrl, { name: `Massen A ${stamp}`, email: `a-${stamp}@example.at` });
    await registerVendor(baseUrl, { name: `Massen B ${stamp}`, email: `b-${stamp}@example.at` });
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openSection(page, 'mass');

    // Mail stays on the machine in these tests: the tab says so before anything is sent.
    await page
      .getByText('SMTP ist nicht eingerichtet: E-Mails verlassen diesen Rechner nicht')
      .waitFor();
    await page.getByLabel('Betreff').fill('Aufbau am Montag');
    await page
      .getByLabel('Inhalt (HTML möglich)')
      .fill('Hallo {name},\n\nder Aufbau beginnt um 7 Uhr.\nBitte pünktlich.\n\nLiebe Grüße\nAnna');
    // The preview shows the mail as sent: paragraphs, no closing after Anna's own.
    const preview = page.frameLocator('iframe[title="Vorschau der E-Mail"]');
    await preview.getByText('der Aufbau beginnt um 7 Uhr.').waitFor();
    expect(await preview.locator('p').count()).toBe(4);
    expect(await preview.getByText('Mit freundlichen Grüßen').count()).toBe(0);
    await preview.getByText('Hallo Kerzenzieherei Huber,').waitFor();
    await page
      .locator('iframe[title="Vorschau der E-Mail"]')
      .screenshot({ path: join(SCREENSHOTS, `admin-mass-mail-preview-${label}.png`) });
    await page.getByLabel('Händler suchen').fill(stamp);
    await page.getByLabel('Alle auswählen (2)').check();
    await page.getByRole('button', { name: 'An 2 ausgewählte Händler senden' }).click();
    // Asks first, naming the count and the subject; 'Abbrechen' sends nothing.
    const confirm = page.getByRole('dialog', { name: 'An 2 Händler senden?' });
    await confirm.getByText('Betreff: „Aufbau am Montag“').waitFor();
    // The viewport only, as the organiser sees the dialog (a full-page shot tears the modal).
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SCREENSHOTS, `admin-mass-mail-confirm-${label}.png`) });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'An 2 ausgewählte Händler senden' }).click();
    await confirm.getByRole('button', { name: 'Senden' }).click();
    await toast(page, 'E-Mails abgelegt').waitFor();
    await page
      .getByText('2 von 2 abgelegt – kein Versand (SMTP nicht eingerichtet) – fertig')
      .waitFor({ timeout: 20_000 });
    await screenshot(page, `admin-mass-mail-${label}`);

    // A CSV with semicolons and quotes.
    const dir = mkdtempSync(join(tmpdir(), 'standl-csv-'));
    const file = join(dir, 'empfaenger.csv');
    writeFileSync(
      file,
      `Name;E-Mail\n"Maria Gruber";"maria-${stamp}@example.at"\n'Josef';josef-${stamp}@example.at\nkaputt\n`,
    );
    await page.getByTestId('csv-file').setInputFiles(file);
    await toast(page, 'CSV importiert').waitFor();
    await page
      .getByRole('table', { name: 'Vorschau der CSV-Empfänger' })
      .getByText('Maria Gruber')
      .waitFor();
    await page.getByRole('button', { name: 'An CSV-Empfänger senden (2)' }).click();
    await page
      .getByRole('dialog', { name: 'An 2 CSV-Empfänger senden?' })
      .getByRole('button', { name: 'Senden' })
      .click();
    await page
      .getByText('2 von 2 abgelegt – kein Versand (SMTP nicht eingerichtet) – fertig')
      .waitFor({ timeout: 20_000 });
    await screenshot(page, `admin-csv-mail-${label}`);

    const wrong = join(dir, 'liste.txt');
    writeFileSync(wrong, 'a;b@c.at');
    await page.getByTestId('csv-file').setInputFiles(wrong);
    await toast(page, 'Ungültiger Dateityp').waitFor();
    await page.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('invitations (%s)', (label, viewport) => {
  it('invites a CSV list for next year, sees the statistics change, and the personal link fills the form', async () => {
    const stamp = `${label}-${Date.now()}`;
    const settings = await adminApi<{ currentYear: number }>(
      baseUrl,
      'GET',
      '/api/admin/market-settings',
    );
    const nextYear = settings.currentYear + 1;
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    await openSection(page, 'invitations');

    await page.getByLabel('Marktjahr').click();
    await page.getByRole('option', { name: String(nextYear) }).click();
    const dir = mkdtempSync(join(tmpdir(), 'standl-inv-'));
    const file = join(dir, 'einladungen.csv');
    writeFileSync(
      file,
      `name,email\n"Theresia Lindner",theresia-${stamp}@example.at\nOtto,otto-${stamp}@example.at\n`,
    );
    await page.getByTestId('csv-file').setInputFiles(file);
    await toast(page, 'CSV importiert').waitFor();
    await page.getByLabel('Betreff').fill('Einladung zum Adventmarkt');
    await page
      .getByLabel('Inhalt (HTML möglich)')
      .fill('<p>Hallo {name}, hier anmelden: {registrationUrl}</p>');
    const stats = page.getByRole('list', { name: 'Statistik der Einladungen' });
    const invited = async () => Number(/Eingeladen\s*(\d+)/.exec(await stats.innerText())![1]);
    const before = await invited();
    await page.getByRole('button', { name: 'CSV-Einladungen senden (2)' }).click();
    await toast(page, 'Einladungen versendet').waitFor();
    await expect.poll(invited).toBe(before + 2);
    await page
      .getByTestId('invitation-row')
      .filter({ hasText: `theresia-${stamp}@example.at` })
      .waitFor();
    await page
      .getByText('2 von 2 abgelegt – kein Versand (SMTP nicht eingerichtet) – fertig')
      .waitFor({ timeout: 20_000 });
    await screenshot(page, `admin-invitations-${label}`);

    // The personal link from the sent mail opens the form with name and e-mail filled in.
    const outbox = await adminApi<{ items: { id: number }[] }>(
      baseUrl,
      'GET',
      `/api/admin/outbox?search=${encodeURIComponent(`theresia-${stamp}`)}`,
    );
    const message = await adminApi<{ text: string }>(
      baseUrl,
      'GET',
      `/api/admin/outbox/${outbox.items[0]!.id}`,
    );
    const link = /https?:\/\/\S+invitation=[\w-]+/.exec(message.text)![0]!;
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expect
      .poll(() =>
        page
          .getByLabel(/E-Mail/)
          .first()
          .inputValue(),
      )
      .toBe(`theresia-${stamp}@example.at`);
    expect(await page.getByLabel(/Name/).first().inputValue()).toBe('Theresia Lindner');
    await page.close();
  });
});
