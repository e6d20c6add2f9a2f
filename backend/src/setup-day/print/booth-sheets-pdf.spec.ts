import { writeFileSync } from 'node:fs';
import { formatEuro, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { renderBoothSheets, type BoothSheet, type SheetPlan } from './booth-sheets-pdf.js';

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
  price: { base: 15000, surcharges: [] },
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
      await renderBoothSheets({
        ...MARKET,
        sheets: [{ ...FREE, price: { base: 123456, surcharges: [] }, size: 'Groß' }],
      }),
    );
    // de-AT groups thousands with a (no-break) space.
    expect(pages[0]).toContain('Preis: 1 234,56 €');
    expect(pages[0]).toContain(`Preis: ${formatEuro(123456).replace(/\s/g, ' ')}`);
    expect(pages[0]).toContain('Größe: Groß');
  });

  describe('the plan excerpt', () => {
    /** A 30 m × 20 m site drawn as a JPEG, with AK-11 to AK-14 side by side, 3 m each. */
    async function plan(): Promise<SheetPlan> {
      const canvas = createCanvas(1200, 800);
      const context = canvas.getContext('2d');
      context.fillStyle = '#dfe8d8';
      context.fillRect(0, 0, 1200, 800);
      context.fillStyle = '#9e9e9e';
      context.fillRect(0, 360, 1200, 80);
      return {
        widthCm: 3000,
        depthCm: 2000,
        image: { mediaType: 'image/jpeg', content: await canvas.encode('jpeg'), key: 'abc123' },
        stalls: [11, 12, 13, 14].map((n, i) => ({
          number: `AK-${n}`,
          placement: { xCm: 600 + i * 300, yCm: 700, widthCm: 300, depthCm: 200, rotationDeg: 0 },
        })),
      };
    }

    it('shows where a placed stall is, with its neighbours, on assigned and free sheets alike', async () => {
      const area = await plan();
      const pages = await pageTexts(
        await renderBoothSheets({
          ...MARKET,
          sheets: [
            { ...HUBER, plan: area },
            { ...FREE, plan: area },
            { ...MAIER, plan: null },
          ],
        }),
      );
      expect(pages).toHaveLength(3);
      for (const page of pages.slice(0, 2)) {
        expect(page).toContain('Lage im Bereich');
        // The short numbers of the stall and its neighbours, drawn on the plan.
        expect(page).toMatch(/\b11\b.*\b14\b|\b14\b.*\b11\b/);
      }
      expect(pages[2]).not.toContain('Lage im Bereich');
    });

    it('embeds an area’s image once however many sheets show it', async () => {
      const area = await plan();
      const sheets = (count: number): BoothSheet[] =>
        Array.from({ length: count }, (_, i) => ({
          ...HUBER,
          boothNumber: `AK-${11 + (i % 4)}`,
          plan: area,
        }));
      const one = await renderBoothSheets({ ...MARKET, sheets: sheets(1) });
      const eight = await renderBoothSheets({ ...MARKET, sheets: sheets(8) });
      const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
      expect(images(one)).toHaveLength(1);
      expect(images(eight)).toHaveLength(1);
      expect(area.image!.content.length).toBeGreaterThan(1000);
    });

    it('leaves out the excerpt of a stall that is not on its area’s plan', async () => {
      const area = await plan();
      const pages = await pageTexts(
        await renderBoothSheets({
          ...MARKET,
          sheets: [{ ...HUBER, boothNumber: 'AK-20', plan: area }],
        }),
      );
      expect(pages[0]).not.toContain('Lage im Bereich');
    });

    it('keeps every sheet on one page with the excerpt, a long name and a long token', async () => {
      const area = await plan();
      const long: BoothSheet = {
        ...HUBER,
        vendorName:
          'Kunsthandwerk und Weihnachtsschmuck aus dem Lavanttal – Familie Oberhuber-Steinwender',
        qrToken: `STANDL:${'a'.repeat(200)}`,
        plan: area,
      };
      const free: BoothSheet = {
        ...FREE,
        plan: area,
        price: {
          base: 15000,
          surcharges: [
            { kind: 'power', amount: 2500, powerAmps: 16 },
            { kind: 'water', amount: 1000 },
            { kind: 'covered', amount: 500 },
            { kind: 'vehicleAccess', amount: 1500 },
          ],
        },
      };
      const pages = await pageTexts(await renderBoothSheets({ ...MARKET, sheets: [long, free] }));
      expect(pages).toHaveLength(2);
      expect(pages[1]).toContain('Preis: 205,00 €');
      expect(pages[1]).toContain(
        'Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 € + Zuschlag Wasser 10,00 € + Zuschlag Überdacht 5,00 € + Zuschlag Zufahrt mit Fahrzeug 15,00 €',
      );
      // The numbers over the excerpt stay on their sheet.
      expect(pages[0]).toMatch(/Lage im Bereich 12 11 13 14 /);
      expect(pages[1]).toMatch(/Lage im Bereich 13 (12|14) /);
    });
  });
});
