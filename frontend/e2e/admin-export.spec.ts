import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openAdminDashboard, registerVendor } from './support/admin';
import { horizontalOverflow, launchBrowser, settled } from './support/browser';

interface AdminVendor {
  id: string;
  name: string;
  status: string;
  boothNumber: string | null;
  boothAreaName: string | null;
  totalAmount: number;
  paymentAmount: number;
}

interface AdminArea {
  booths: { id: number; number: string; status: string; isBeingProcessed: boolean }[];
}

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HEADERS = [
  'Name',
  'E-Mail',
  'Telefon',
  'Status',
  'Standplatz',
  'Bereich',
  'Gesamtbetrag',
  'Bezahlt',
  'Offen',
  'Anzahlung bezahlt',
  'Zahlungsart',
  'Aufgebaut',
  'Gesperrt',
  'Sperrgrund',
  'Angemeldet am',
  'Zurückgezogen am',
];
const column = (header: string) => HEADERS.indexOf(header);

/** A word no other test's vendor has: the search for it finds only this file's vendors. */
function token(): string {
  return `exp${Math.random().toString(36).slice(2, 8)}`;
}

/** Reads a CSV as Excel in Austria does: ';' between fields, quoted fields, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  return rows;
}

/** Austrian digits as the export writes cents: '1.234,50'. */
function austrianAmount(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${String(cents % 100).padStart(2, '0')}`;
}

async function freeBooth(): Promise<{ id: number; number: string }> {
  const areas = await adminApi<AdminArea[]>(baseUrl, 'GET', '/api/admin/booths');
  const booth = areas
    .flatMap((area) => area.booths)
    .find((item) => item.status === 'available' && !item.isBeingProcessed);
  if (!booth) throw new Error('Kein freier Standplatz');
  return booth;
}

/** Three vendors the search for `word` finds (umlauts, a formula, an '@'), one it does not. */
async function seedVendors(word: string) {
  const pottery = await registerVendor(baseUrl, { name: `Töpferei Größ ${word}` });
  const formula = await registerVendor(baseUrl, {
    name: `=HYPERLINK("https://example.at";"Klick") ${word}`,
  });
  const at = await registerVendor(baseUrl, { name: `@Punsch Ärger ${word}` });
  const other = await registerVendor(baseUrl, { name: `Kerzen Ohnefilter ${token()}` });

  const booth = await freeBooth();
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${pottery.vendorId}/assign-booth`, {
    boothId: booth.id,
  });
  await adminApi(baseUrl, 'PATCH', `/api/admin/vendors/${pottery.vendorId}`, {
    paymentAmount: 2550,
  });
  await adminApi(baseUrl, 'POST', `/api/admin/vendors/${formula.vendorId}/block`, {
    reason: '-Zahlung fehlt; siehe "Mail"',
  });
  const all = await adminApi<AdminVendor[]>(baseUrl, 'GET', '/api/admin/vendors');
  const potteryVendor = all.find((vendor) => vendor.id === pottery.vendorId)!;
  return { pottery: potteryVendor, formula, at, other, booth };
}

async function openVendorsFilteredBy(page: Page, word: string) {
  await page.getByLabel('Händler suchen').fill(word);
  await page.getByText(/^3 von \d+ Händlern gefunden$/).waitFor();
}

/** Clicks 'Exportieren' and the format's menu entry; answers the file the browser received. */
async function exportAs(page: Page, entry: RegExp): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: entry }).click(),
  ]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

describe('Export of the vendor list', () => {
  it('downloads the filtered list as CSV and XLSX that read back intact (desktop)', async () => {
    const word = token();
    const { pottery, booth } = await seedVendors(word);
    const page = await openAdminDashboard(browser, baseUrl, { width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openVendorsFilteredBy(page, word);
    await settled(page, 'admin-export-desktop');

    // CSV: BOM, semicolons, umlauts, only the filtered vendors, formulas escaped, phones as typed.
    const csv = await exportAs(page, /Als CSV \(Excel\)/);
    expect(csv.download.suggestedFilename()).toMatch(/^haendler-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.subarray(3).toString('utf8');
    expect(text).not.toContain('\uFFFD');
    expect(text).not.toContain('Ohnefilter');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(4);
    const byName = (start: string) => rows.find((row) => row[0].startsWith(start))!;

    const potteryRow = byName('Töpferei Größ');
    expect(potteryRow[column('Name')]).toBe(`Töpferei Größ ${word}`);
    expect(potteryRow[column('Telefon')]).toBe('+43 664 1234567');
    expect(potteryRow[column('Status')]).toBe('Bestätigt');
    expect(potteryRow[column('Standplatz')]).toBe(booth.number);
    expect(potteryRow[column('Bereich')]).toBe(pottery.boothAreaName);
    expect(potteryRow[column('Gesamtbetrag')]).toBe(austrianAmount(pottery.totalAmount));
    expect(potteryRow[column('Bezahlt')]).toBe('25,50');
    expect(potteryRow[column('Offen')]).toBe(
      austrianAmount(Math.max(0, pottery.totalAmount - 2550)),
    );
    expect(potteryRow[column('Gesperrt')]).toBe('Nein');
    expect(potteryRow[column('Angemeldet am')]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const formulaRow = byName(`'=HYPERLINK`);
    expect(formulaRow[column('Name')]).toBe(`'=HYPERLINK("https://example.at";"Klick") ${word}`);
    expect(formulaRow[column('Gesperrt')]).toBe('Ja');
    expect(formulaRow[column('Sperrgrund')]).toBe(`'-Zahlung fehlt; siehe "Mail"`);
    expect(byName(`'@Punsch`)[column('Name')]).toBe(`'@Punsch Ärger ${word}`);
    for (const cell of rows.flat()) {
      expect(cell).not.toMatch(/^[=@\t\r]|^[+-](?![\d\s()/.,-]*$)/);
    }

    // exceljs is its own chunk, fetched only when the XLSX is asked for.
    expect(scripts.filter((url) => /exceljs/i.test(url))).toEqual([]);

    const xlsx = await exportAs(page, /Als Excel-Datei \(XLSX\)/);
    expect(xlsx.download.suggestedFilename()).toMatch(/^haendler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(scripts.some((url) => /exceljs/i.test(url))).toBe(true);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Händler')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const cells: { value: unknown; formula: unknown }[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => cells.push({ value: cell.value, formula: cell.formula })),
    );
    expect(cells.filter((cell) => cell.formula)).toEqual([]);
    const names = [2, 3, 4].map((index) => sheet.getRow(index).getCell(1).value);
    // Typed string cells need no guard: every text exactly as the vendor typed it.
    expect(names).toEqual(
      expect.arrayContaining([
        `Töpferei Größ ${word}`,
        `@Punsch Ärger ${word}`,
        `=HYPERLINK("https://example.at";"Klick") ${word}`,
      ]),
    );
    expect(names.join(' ')).not.toContain('Ohnefilter');
    const potteryXlsx = [2, 3, 4]
      .map((index) => sheet.getRow(index))
      .find((row) => row.getCell(1).value === `Töpferei Größ ${word}`)!;
    expect(potteryXlsx.getCell(column('Gesamtbetrag') + 1).value).toBe(pottery.totalAmount / 100);
    expect(potteryXlsx.getCell(column('Bezahlt') + 1).value).toBe(25.5);
    expect(potteryXlsx.getCell(column('Telefon') + 1).value).toBe('+43 664 1234567');
    expect(potteryXlsx.getCell(column('Angemeldet am') + 1).value).toBeInstanceOf(Date);

    await page.getByRole('alert').filter({ hasText: '3 Händler exportiert.' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('keeps the export reachable on a phone (360 px)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const word = token();
    await seedVendors(word);
    const page = await openAdminDashboard(browser, baseUrl, { width: 360, height: 780 });
    await openVendorsFilteredBy(page, word);

    const button = page.getByRole('button', { name: 'Exportieren' });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(30);
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page, 'admin-export-phone');
    await button.click();
    await page.getByRole('menuitem', { name: /Als Excel-Datei/ }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-export-phone-menu.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    const csv = await exportAs(page, /Als CSV \(Excel\)/);
    const rows = parseCsv(csv.bytes.subarray(3).toString('utf8'));
    expect(rows.map((row) => row[0]).filter((name) => name.includes(word))).toHaveLength(3);
    await page.close();
  });
});
