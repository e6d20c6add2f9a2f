import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminToken, E2E_ADMIN, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, settled } from './support/browser';
import { launchBrowserWithCamera, writePictureVideo } from './support/fake-camera';

interface AdminArea {
  booths: { id: number; status: string; isBeingProcessed: boolean }[];
}

interface ScanVendor {
  vendorId: string;
  name: string;
  accessCode: string;
  scanCode: string | null;
  boothNumber: string;
  areaName: string;
  status: string;
}

interface HistoryEntry {
  type: string;
}

const baseUrl = inject('baseUrl');
/** The organiser's phone (the narrowest common width) and a desktop. */
const WIDTHS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
const SET_UP_EVENT = 'registration.vendor-set-up.v1';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A vendor with a stall ('Bestätigt') and a 4-digit scan code, as on set-up day. */
async function vendorWithStall(label: string): Promise<ScanVendor> {
  const name = `${label} ${Math.random().toString(36).slice(2, 7)}`;
  const { vendorId } = await registerVendor(baseUrl, { name });
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  await adminApi(baseUrl, 'POST', '/api/admin/generate-scan-codes');
  return scanListEntry(vendorId);
}

async function scanListEntry(vendorId: string): Promise<ScanVendor> {
  const list = await adminApi<{ vendors: ScanVendor[] }>(baseUrl, 'GET', '/api/admin/scan-list');
  const vendor = list.vendors.find((entry) => entry.vendorId === vendorId);
  if (!vendor) throw new Error(`${vendorId} fehlt in der Scan-Liste`);
  return vendor;
}

async function setUpEvents(vendorId: string): Promise<number> {
  const history = await adminApi<HistoryEntry[]>(
    baseUrl,
    'GET',
    `/api/admin/vendors/${vendorId}/history`,
  );
  return history.filter((entry) => entry.type === SET_UP_EVENT).length;
}

/** A page whose localStorage holds an admin token, as the login form leaves it. */
async function signedInContext(
  target: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await target.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('adminToken') && !sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem('adminToken', value);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    await adminToken(baseUrl),
  );
  return context;
}

/** Waits until the service worker of the scanner is active and controls the page (it claims it). */
async function waitForOfflineWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * The camera's picture: the vendor's page of the printed stall sheets (GET /api/admin/booth-sheets
 * rasterised with poppler's pdftoppm, as a phone sees the sheet on the stall), or, without
 * poppler, the QR code image of GET /api/qr-code/{vendorId}.
 */
async function cameraVideo(vendor: ScanVendor): Promise<{ path: string; source: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'standl-camera-'));
  const path = join(dir, 'camera.y4m');
  const auth = { headers: { Authorization: `Bearer ${await adminToken(baseUrl)}` } };
  const qr = await fetch(`${baseUrl}/api/qr-code/${vendor.vendorId}`, auth);
  expect(qr.status).toBe(200);
  expect(qr.headers.get('content-type')).toContain('image/png');
  const qrPng = Buffer.from(await qr.arrayBuffer());

  if (!existsSync('/usr/bin/pdftoppm') || !existsSync('/usr/bin/pdftotext')) {
    writePictureVideo(qrPng, path, { width: 640, height: 480 });
    return { path, source: 'qr-code' };
  }
  const sheets = await fetch(`${baseUrl}/api/admin/booth-sheets`, auth);
  expect(sheets.status).toBe(200);
  const pdf = join(dir, 'sheets.pdf');
  writeFileSync(pdf, Buffer.from(await sheets.arrayBuffer()));
  const pages = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().split('\f');
  const page = pages.findIndex((text) => text.includes(vendor.name)) + 1;
  expect(page).toBeGreaterThan(0);
  // A4 at 61 dpi is about 504x713: the whole sheet fills the height of a 1280x720 picture.
  execFileSync('pdftoppm', [
    '-png',
    '-gray',
    '-r',
    '61',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    pdf,
    join(dir, 'sheet'),
  ]);
  writePictureVideo(readFileSync(join(dir, 'sheet.png')), path, {
    width: 1280,
    height: 720,
    margin: 4,
    frames: 10,
  });
  return { path, source: 'booth-sheet' };
}

describe('set-up scanner /qr-scanner', () => {
  it('reads the QR code of a stall with the camera and confirms the set-up', async () => {
    const vendor = await vendorWithStall('Kamera-Stand');
    const video = await cameraVideo(vendor);
    console.info(`Kamerabild: ${video.source}`);

    const cameraBrowser = await launchBrowserWithCamera(video.path);
    try {
      for (const [label, viewport] of Object.entries(WIDTHS)) {
        const phone = label === 'phone';
        const context = await cameraBrowser.newContext({
          viewport,
          locale: 'de-AT',
          timezoneId: 'Europe/Vienna',
        });
        await context.grantPermissions(['camera'], { origin: baseUrl });
        const page = await context.newPage();
        if (phone) {
          // The organiser signs in with the form, then opens the scanner.
          await page.goto(`${baseUrl}/admin-login`);
          await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
          await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
          await page.getByRole('button', { name: 'Anmelden' }).click();
          await page.getByText('Angemeldet als').first().waitFor();
        } else {
          await page.goto(`${baseUrl}/admin-login`);
          await page.evaluate(
            async (token) => localStorage.setItem('adminToken', token),
            await adminToken(baseUrl),
          );
        }
        await page.goto(`${baseUrl}/qr-scanner`);
        await page.getByRole('heading', { name: 'Aufbau-Bestätigung' }).waitFor();
        await page.getByText(/^Stand: /).waitFor();
        await settled(page, `setup-scanner-start-${label}`);

        await page.getByRole('button', { name: 'Kamera starten' }).click();
        const started = Date.now();
        const summary = page.getByRole('region', { name: 'Gefundener Standplatz' });
        await summary.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
          // Name what the page shows instead (a camera error, a refused code).
          const alerts = await page.getByRole('alert').allTextContents();
          throw new Error(`${String(error)}\nHinweise auf der Seite: ${alerts.join(' | ')}`);
        });
        console.info(`Code gelesen (${label}) nach ${Date.now() - started} ms`);
        expect(await summary.getByText(vendor.name).isVisible()).toBe(true);
        expect(await summary.getByText(vendor.boothNumber).isVisible()).toBe(true);
        expect(await summary.getByText(vendor.areaName).isVisible()).toBe(true);
        // The camera stops at a read.
        expect(
          await page.evaluate(() => document.querySelector('video')?.srcObject ?? null),
        ).toBeNull();
        await settled(page, `setup-scanner-summary-${label}`);
        expect(await horizontalOverflow(page)).toBe(0);

        await summary.getByRole('button', { name: 'Aufbau bestätigen' }).click();
        const done = page.getByRole('region', {
          name: phone ? 'Aufbau bestätigt' : 'Bereits als aufgebaut markiert',
        });
        await done.waitFor();
        expect(await done.getByRole('button', { name: 'Neuen Scan durchführen' }).isVisible()).toBe(
          true,
        );
        expect(
          await done.getByRole('link', { name: 'Zurück zum Dashboard' }).getAttribute('href'),
        ).toBe('/admin');
        await settled(page, `setup-scanner-done-${label}`);
        expect(await horizontalOverflow(page)).toBe(0);
        await context.close();
      }
    } finally {
      await cameraBrowser.close();
    }

    expect((await scanListEntry(vendor.vendorId)).status).toBe('aufgebaut');
    expect(await setUpEvents(vendor.vendorId)).toBe(1);
  });

  it('shows the camera picture while scanning and stops the camera on request', async () => {
    // A sheet without a QR code: the logo of the app on white paper.
    const dir = mkdtempSync(join(tmpdir(), 'standl-camera-'));
    const logo = await fetch(`${baseUrl}/icons/icon-512.png`);
    expect(logo.status).toBe(200);
    const video = join(dir, 'no-code.y4m');
    writePictureVideo(Buffer.from(await logo.arrayBuffer()), video, { frames: 5 });
    const cameraBrowser = await launchBrowserWithCamera(video);
    try {
      const context = await signedInContext(cameraBrowser, WIDTHS.phone);
      await context.grantPermissions(['camera'], { origin: baseUrl });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/qr-scanner`);
      await page.getByRole('button', { name: 'Kamera starten' }).click();
      await page.getByText('Halten Sie den QR-Code des Standblatts in den Rahmen.').waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      await settled(page, 'setup-scanner-camera-phone');
      expect(await horizontalOverflow(page)).toBe(0);

      await page.getByRole('button', { name: 'Kamera stoppen' }).click();
      await page.getByRole('button', { name: 'Kamera starten' }).waitFor();
      expect(
        await page.evaluate(() => document.querySelector('video')?.srcObject ?? null),
      ).toBeNull();
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  });

  it('shows the camera error and keeps manual entry when there is no camera', async () => {
    const context = await signedInContext(browser, WIDTHS.phone);
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          getUserMedia: () => Promise.reject(new DOMException('no camera', 'NotFoundError')),
        },
      });
    });
    await page.goto(`${baseUrl}/qr-scanner`);
    await page.getByRole('button', { name: 'Kamera starten' }).click();
    await page.getByText('Es wurde keine Kamera gefunden').waitFor();
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    await page.getByText('Eingabe erforderlich').waitFor();
    await page.getByLabel('Zugangscode').fill('zzzz99');
    expect(await page.getByLabel('Zugangscode').inputValue()).toBe('ZZZZ99');
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    await page.getByText('Code nicht gefunden').waitFor();
    await settled(page, 'setup-scanner-errors-phone');
    await context.close();
  });

  it('confirms without reception, survives a reload offline and sends once online', async () => {
    const vendor = await vendorWithStall('Keller-Stand');
    expect(vendor.scanCode).toMatch(/^\d{4}$/);

    for (const [label, viewport] of Object.entries(WIDTHS)) {
      const context = await signedInContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/qr-scanner`);
      await page.getByText(/^Stand: /).waitFor();
      await waitForOfflineWorker(page);
      await page.getByText(/offline bereit$/).waitFor();
      if (label === 'phone') {
        // Installable: the page links the manifest; its icons and the worker are served.
        const href = await page.evaluate(() =>
          document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        );
        expect(href).toBe('/manifest.webmanifest');
        const manifest = (await (await fetch(`${baseUrl}${href}`)).json()) as {
          start_url: string;
          display: string;
          icons: { src: string }[];
        };
        expect(manifest).toMatchObject({ start_url: '/qr-scanner', display: 'standalone' });
        for (const icon of manifest.icons) {
          expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200);
        }
        const worker = await fetch(`${baseUrl}/sw.js`);
        expect(worker.headers.get('content-type')).toContain('javascript');
      }

      await context.setOffline(true);
      await page.getByText('Offline', { exact: true }).waitFor();
      if (label === 'phone') {
        await page.getByLabel('Zugangscode').fill(vendor.scanCode!);
        await page.getByRole('button', { name: 'Code prüfen' }).click();
        const summary = page.getByRole('region', { name: 'Gefundener Standplatz' });
        await summary.getByText(vendor.name).waitFor();
        await page.getByText('Offline aus der gespeicherten Liste gelesen').waitFor();
        await summary.getByRole('button', { name: 'Aufbau bestätigen' }).click();
        await page.getByRole('region', { name: 'Offline gespeichert' }).waitFor();
        await page.getByText('1 Bestätigung wartet auf Verbindung').waitFor();
        await settled(page, `setup-scanner-offline-queued-${label}`);
      }

      // Reload without reception: the service worker serves the page and the scanner chunk.
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole('heading', { name: 'Aufbau-Bestätigung' }).waitFor();
      await page.getByText('Offline', { exact: true }).waitFor();
      if (label === 'phone') {
        await page.getByText('1 Bestätigung wartet auf Verbindung').waitFor();
        expect(await setUpEvents(vendor.vendorId)).toBe(0);
      } else {
        // The desktop reads the access code from the stored list (nothing queued there).
        await page.getByLabel('Zugangscode').fill(vendor.accessCode);
        await page.getByRole('button', { name: 'Code prüfen' }).click();
        await page.getByRole('region', { name: 'Gefundener Standplatz' }).waitFor();
      }
      await settled(page, `setup-scanner-offline-reloaded-${label}`);
      expect(await horizontalOverflow(page)).toBe(0);

      await context.setOffline(false);
      await page.getByText('Online', { exact: true }).waitFor();
      if (label === 'phone') {
        await page.getByText('1 Bestätigung übertragen').waitFor({ timeout: 15_000 });
        await page.getByText('1 Bestätigung wartet auf Verbindung').waitFor({ state: 'detached' });
        expect(await page.evaluate(() => localStorage.getItem('standl.setupDay.queue'))).toBeNull();
      }
      await context.close();
    }

    expect((await scanListEntry(vendor.vendorId)).status).toBe('aufgebaut');
    expect(await setUpEvents(vendor.vendorId)).toBe(1);
  });
});
