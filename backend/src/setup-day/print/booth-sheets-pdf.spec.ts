import { writeFileSync } from 'node:fs';
import { formatEuro, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { renderBoothSheets, type BoothSheet } from './booth-sheets-pdf.js';

/** The text of each page, read back with pdf.js: items joined by spaces, whitespace collapsed. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

const HUBER: BoothSheet = {
  kind: 'assigned',
  areaCode: 'AK',
  areaName: 'Arkadenhof',
  boothNumber: 'AK-12',
  vendorName: 'Kerzenzieherei Huber',
  scanCode: '4711',
  qrToken: `STANDL:${'aZ09_-'.repeat(10)}`,
  statusText: 'Bestätigt (Zahlung am Markt)',
};

const MAIER: BoothSheet = {
  kind: 'assigned',
  areaCode: 'RS',
  areaName: 'Rittersaal',
  boothNumber: 'RS-07',
  vendorName: 'Krapfen Maier',
  scanCode: null,
  qrToken: `STANDL:${'Xy'.repeat(30)}`,
  statusText: 'Bezahlt',
};

const FREE: BoothSheet = {
  kind: 'free',
  areaCode: 'AK',
  areaName: 'Arkadenhof',
  boothNumber: 'AK-13',
  size: 'Standard',
  price: 15000,
};

const MARKET = { marketName: 'Adventmarkt Burg Hochosterwitz', year: 2026 };

describe('booth sheets PDF', () => {
  it('prints one A4 page per stall: stall, name, status, QR and scan code, nothing that signs in', async () => {
    const pdf = await renderBoothSheets({ ...MARKET, sheets: [HUBER, MAIER, FREE] });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.BOOTH_SHEETS_SAMPLE_DIR) {
      writeFileSync(`${process.env.BOOTH_SHEETS_SAMPLE_DIR}/booth-sheets.pdf`, pdf);
    }
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(3);

    const [huber, maier, free] = pages as [string, string, string];
    for (const expected of [
      'Adventmarkt Burg Hochosterwitz 2026',
      'Arkadenhof',
      'Bereich AK',
      'AK-12',
      'Kerzenzieherei Huber',
      'Bestätigt (Zahlung am Markt)',
      'Scan-Code',
      'Falls der QR-Code nicht lesbar ist, gibt die Marktleitung den Scan-Code ein.',
    ]) {
      expect(huber).toContain(expected);
    }
    for (const page of pages) {
      for (const secret of ['Zugangscode', 'Händler-ID', 'Telefon', 'E-Mail', '@']) {
        expect(page).not.toContain(secret);
      }
    }
    expect(huber).not.toContain('FREI');
    // Printed with letter spacing: pdf.js reads the digits one by one.
    expect(huber).toMatch(/Scan-Code 4 ?7 ?1 ?1 /);

    for (const expected of [
      'Rittersaal',
      'RS-07',
      'Krapfen Maier',
      'Bezahlt',
      'noch kein Code vergeben',
    ]) {
      expect(maier).toContain(expected);
    }
    expect(maier).not.toMatch(/4 ?7 ?1 ?1/);

    for (const expected of ['Arkadenhof', 'AK-13', 'FREI', 'Größe: Standard', 'Preis: 150,00 €']) {
      expect(free).toContain(expected);
    }
    expect(free).not.toContain('Zugangscode');
  });

  it('prints one page saying there are no stalls when the list is empty', async () => {
    const pages = await pageTexts(await renderBoothSheets({ ...MARKET, sheets: [] }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(SETUP_DAY_MESSAGES.noBooths);
    expect(pages[0]).toContain('Keine Standplätze verfügbar');
  });

  it('keeps a sheet on one page with a long name and a long token', async () => {
    const long: BoothSheet = {
      ...HUBER,
      vendorName:
        'Kunsthandwerk und Weihnachtsschmuck aus dem Lavanttal – Familie Oberhuber-Steinwender',
      qrToken: `STANDL:${'a'.repeat(200)}`,
    };
    const pages = await pageTexts(await renderBoothSheets({ ...MARKET, sheets: [long, FREE] }));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Familie Oberhuber-Steinwender');
  });

  it('names the year once when the market name already carries it', async () => {
    const pages = await pageTexts(
      await renderBoothSheets({
        marketName: 'Adventmarkt auf der Burg 2026',
        year: 2026,
        sheets: [FREE],
      }),
    );
    expect(pages[0]).toContain('Adventmarkt auf der Burg 2026 Standplatz');
    expect(pages[0]).not.toContain('2026 2026');
  });

  it('formats prices the Austrian way', async () => {
    const pages = await pageTexts(
      await renderBoothSheets({ ...MARKET, sheets: [{ ...FREE, price: 123456, size: 'Groß' }] }),
    );
    // de-AT groups thousands with a (no-break) space.
    expect(pages[0]).toContain('Preis: 1 234,56 €');
    expect(pages[0]).toContain(`Preis: ${formatEuro(123456).replace(/\s/g, ' ')}`);
    expect(pages[0]).toContain('Größe: Groß');
  });
});
