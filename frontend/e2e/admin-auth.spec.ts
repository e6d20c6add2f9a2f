import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, E2E_ADMIN, openAdminDashboard } from './support/admin';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return browser.newPage({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
}

async function meStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

describe.each(Object.entries(VIEWPORTS))('Admin sign-in on %s', (name, viewport) => {
  it('sends a visitor without a session from the dashboard to the login', async () => {
    const page = await newPage(viewport);
    for (const path of ['/admin-dashboard', '/admin']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/admin-login`);
    }
    await page.getByRole('heading', { name: 'Admin-Bereich' }).waitFor();

    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await page.getByText('Benutzername ist erforderlich').isVisible()).toBe(true);
    expect(await page.getByText('Passwort ist erforderlich').isVisible()).toBe(true);
    await screenshot(page, `admin-login-errors-${name}`);
    await page.close();
  });

  it('refuses a wrong password with the spec text', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/admin-login`);
    await signIn(page, 'falsches-passwort');

    const message = toast(page, 'Anmeldung fehlgeschlagen');
    await message.waitFor();
    expect(await message.innerText()).toContain(
      'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
    );
    expect(page.url()).toBe(`${baseUrl}/admin-login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.close();
  });

  it('signs in, shows the dashboard frame and signs out with the token revoked', async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl}/admin-login`);
    await signIn(page, E2E_ADMIN.password);

    await page.waitForURL(`${baseUrl}/admin-dashboard`);
    await toast(page, 'Erfolgreich angemeldet').waitFor();
    expect(await page.getByTestId('admin-username').innerText()).toBe('admin');
    for (const label of [
      'Eingeladen',
      'Registriert',
      'Wartend',
      'Händler gesamt',
      'Vergebene Plätze',
      'Bezahlt',
      'Aufgebaut',
      'Check-ins heute',
    ]) {
      expect(await page.getByRole('region', { name: 'Kennzahlen' }).getByText(label).count()).toBe(
        1,
      );
    }
    await page.getByTestId('stat-totalVendors').filter({ hasText: /^\d+$/ }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('adminToken'))) as string;
    expect(await meStatus(token)).toBe(200);
    await screenshot(page, `admin-dashboard-${name}`);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`);
    await toast(page, 'Erfolgreich abgemeldet').waitFor();
    expect(await meStatus(token)).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.close();
  });

  it('switches tabs (a dropdown on the phone) and keeps the tab in the address', async () => {
    const page = await openAdminDashboard(browser, baseUrl, viewport);
    if (name === 'phone') {
      expect(await page.getByRole('tablist').count()).toBe(0);
      await page.getByRole('combobox', { name: 'Bereich des Dashboards' }).click();
      await page.getByRole('option', { name: 'Marktzeiten & Einstellungen' }).click();
    } else {
      await page.getByRole('tab', { name: 'Marktzeiten & Einstellungen' }).click();
    }
    await page.waitForURL(`${baseUrl}/admin-dashboard?tab=settings`);
    await page.reload();
    await page.getByText('Angemeldet als').waitFor();
    if (name === 'desktop') {
      expect(
        await page
          .getByRole('tab', { name: 'Marktzeiten & Einstellungen' })
          .getAttribute('aria-selected'),
      ).toBe('true');
    } else {
      expect(
        await page.getByRole('combobox', { name: 'Bereich des Dashboards' }).innerText(),
      ).toContain('Marktzeiten & Einstellungen');
    }
    await page.close();
  });
});

describe('Admin password change', () => {
  it('validates, changes the password and signs out the other sessions', async () => {
    const other = await openAdminDashboard(browser, baseUrl, VIEWPORTS.phone);
    const otherToken = (await other.evaluate(() => localStorage.getItem('adminToken'))) as string;
    const page = await openAdminDashboard(browser, baseUrl, VIEWPORTS.desktop);
    const newPassword = 'neues-e2e-passwort';

    // The own password is in the account menu (issue 29: name and role on its button).
    await page.getByRole('button', { name: /Organisator/ }).click();
    await page.getByRole('menuitem', { name: 'Passwort ändern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passwort ändern' });
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    for (const message of [
      'Aktuelles Passwort ist erforderlich',
      'Das Passwort muss mindestens 12 Zeichen lang sein.',
      'Passwort-Bestätigung ist erforderlich',
    ]) {
      expect(await dialog.getByText(message).isVisible()).toBe(true);
    }
    await dialog.getByLabel('Aktuelles Passwort').fill('falsch-falsch');
    await dialog.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Neues Passwort bestätigen').fill('etwas-anderes');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    expect(await dialog.getByText('Passwörter stimmen nicht überein').isVisible()).toBe(true);

    await dialog.getByLabel('Neues Passwort bestätigen').fill(newPassword);
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    const refused = toast(page, 'Fehler beim Passwort ändern');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('Das aktuelle Passwort ist falsch.');
    expect(await dialog.getByText('Das aktuelle Passwort ist falsch.').isVisible()).toBe(true);
    await screenshot(page, 'admin-password-dialog-desktop');

    await dialog.getByLabel('Aktuelles Passwort').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await toast(page, 'Passwort geändert').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });

    expect(await meStatus(otherToken)).toBe(401);
    const ownToken = (await page.evaluate(() => localStorage.getItem('adminToken'))) as string;
    expect(await meStatus(ownToken)).toBe(200);
    await other.reload();
    await other.waitForURL(`${baseUrl}/admin-login`);

    // Other test files share this administrator: put the password back.
    const restore = await fetch(`${baseUrl}/api/admin/change-password`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: newPassword, newPassword: E2E_ADMIN.password }),
    });
    expect(restore.status).toBe(204);
    expect(await meStatus(await adminToken(baseUrl))).toBe(200);
    await other.close();
    await page.close();
  });
});
