import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

interface RegistrationResult {
  vendorId: string;
  accessCode: string;
  requiresPayment: boolean;
  boothNumber: string | null;
}

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.at`;
}

async function openRegistration(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  await page.goto(`${baseUrl}/vendor-registration`);
  await page.getByRole('form', { name: 'Händler-Anmeldung' }).waitFor();
  return page;
}

async function fillForm(page: Page, email: string) {
  await page.getByLabel('Name / Firma').fill('Kerzenzieherei Huber');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telefon').fill('+43 664 1234567');
  await page.getByLabel('Beschreibung des Warenangebots').fill('Handgezogene Bienenwachskerzen');
  await page.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
}

async function submit(page: Page): Promise<RegistrationResult> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vendors/register')),
    page.getByRole('button', { name: 'Jetzt anmelden' }).click(),
  ]);
  expect(response.status()).toBe(201);
  return (await response.json()) as RegistrationResult;
}

describe.each(Object.entries(VIEWPORTS))('Registration on %s', (name, viewport) => {
  it('shows the German messages for an empty form', async () => {
    const page = await openRegistration(viewport);

    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();

    for (const message of [
      'Name muss mindestens 2 Zeichen lang sein',
      'Ungültige E-Mail-Adresse',
      'Telefonnummer muss mindestens 10 Zeichen lang sein',
      'Beschreibung muss mindestens 10 Zeichen lang sein',
      'Bitte akzeptieren Sie die Teilnahmebedingungen',
    ]) {
      await expect(page.getByText(message).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, `registration-errors-${name}`);
    await page.close();
  });

  it('marks a field too long while typing, with a counter, and sends nothing', async () => {
    const page = await openRegistration(viewport);
    await fillForm(page, uniqueEmail(`long-${name}`));
    const description = page.getByLabel('Beschreibung des Warenangebots');
    await description.fill('Handgezogene Bienenwachskerzen. '.repeat(63));
    const message = page.getByText('Beschreibung darf höchstens 2000 Zeichen lang sein');
    await message.waitFor();
    expect(await message.count()).toBe(1);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('registration-description-counter').innerText()).toBe(
      '2.015 / 2.000',
    );
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vendors/register')) sent = true;
    });
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    expect(await message.count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Fehler' }).count()).toBe(0);
    await expect(description.evaluate((node) => node === document.activeElement)).resolves.toBe(
      true,
    );
    await description.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(import.meta.dirname, 'screenshots', `registration-too-long-${name}.png`),
    });
    expect(sent).toBe(false);
    await page.close();
  });

  it('registers for assignment by the organiser and shows the access code', async () => {
    const page = await openRegistration(viewport);
    await screenshot(page, `registration-form-${name}`);

    await fillForm(page, uniqueEmail(`admin-${name}`));
    const result = await submit(page);

    const code = page.getByTestId('access-code');
    await code.waitFor();
    expect(await code.innerText()).toBe(
      `${result.accessCode.slice(0, 5)}-${result.accessCode.slice(5)}`,
    );
    await expect(
      page
        .getByText('Ihre Anmeldung wartet auf die Bestätigung durch den Veranstalter.')
        .isVisible(),
    ).resolves.toBe(true);
    expect(
      await page.getByRole('link', { name: 'Status prüfen' }).last().getAttribute('href'),
    ).toBe(`/vendor-status?accessCode=${result.accessCode}`);
    await screenshot(page, `registration-admin-done-${name}`);
    await page.close();
  });

  it('holds a stall picked on the map, asks for the deposit and shows the stall as being processed to others', async () => {
    const page = await openRegistration(viewport);
    await fillForm(page, uniqueEmail(`self-${name}`));
    await page.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();

    const free = page.locator('[data-testid="booth-map-area-BK"] [data-state="available"]').first();
    await free.waitFor();
    const number = (await free.getAttribute('data-booth'))!;
    await free.click();
    await expect(page.locator(`[data-booth="${number}"]`).getAttribute('data-state')).resolves.toBe(
      'selected',
    );
    await expect(page.getByTestId('selected-booth').innerText()).resolves.toContain(
      `Gewählter Standplatz: ${number} (Burgkeller`,
    );
    await screenshot(page, `registration-map-${name}`);

    const result = await submit(page);
    expect(result).toMatchObject({ requiresPayment: true, boothNumber: number });
    const confirmation = page.getByTestId('confirmation-payment_due');
    await confirmation.waitFor();
    const text = await confirmation.innerText();
    expect(text).toContain(number);
    expect(text).toContain('Burgkeller');
    expect(text).toMatch(/Reserviert für 30 Minuten – bis \d{2}:\d{2} Uhr/);
    expect(
      await page
        .getByRole('link', { name: /Anzahlung bezahlen \(10,00\s€\)/ })
        .getAttribute('href'),
    ).toBe(`/payment?vendorId=${result.vendorId}&amount=10&accessCode=${result.accessCode}`);
    expect(await page.getByTestId('access-code').count()).toBe(0);
    // The registration mail brings the code at once: the page says so, not 'after the payment'.
    expect(text).toContain(
      'Ihren persönlichen Zugangscode und den Link zur Zahlung haben wir Ihnen soeben per E-Mail an',
    );
    expect(text).not.toContain('nach der Zahlung');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain(result.accessCode.slice(0, 5));
    await screenshot(page, `registration-payment-due-${name}`);
    await page.close();

    const other = await openRegistration(viewport);
    await other.getByRole('radio', { name: /Standplatz selbst auswählen/ }).check();
    const held = other.locator(`[data-booth="${number}"]`);
    await held.waitFor();
    await expect(held.getAttribute('data-state')).resolves.toBe('processing');
    expect(await held.getAttribute('aria-label')).toMatch(
      new RegExp(`^Standplatz ${number}, in Bearbeitung \\(noch (29|30) Minuten\\)$`),
    );
    const colour = await held.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgb(194, 65, 12)'); // 'in Bearbeitung' orange (#c2410c)

    // aria-disabled (not selectable) makes Playwright refuse a normal click; a person can click it.
    await held.click({ force: true });
    const toast = other.getByRole('alert').filter({ hasText: 'Standplatz nicht verfügbar' });
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(
      /wird gerade von einem anderen Händler reserviert \(noch (29|30) Minuten\)/,
    );
    expect(await other.getByTestId('selected-booth').innerText()).toContain(
      'Noch kein Standplatz gewählt.',
    );
    await screenshot(other, `registration-map-held-${name}`);
    await other.close();
  });
});
