import { adminVendor } from '../testing/admin-vendor-fixtures';
import {
  csvCellText,
  escapeFormula,
  formatCsvAmount,
  formatCsvDateTime,
  quoteCsvField,
  VENDOR_EXPORT_COLUMNS,
  vendorExportFileName,
  vendorExportRow,
  vendorExportRows,
  vendorsCsv,
  viennaWallClock,
} from './vendor-export';

/**
 * Reads a CSV as Excel does (RFC 4180 with ';'): quoted fields may hold separators, quotes
 * (doubled) and line breaks. Expects the BOM, which it strips.
 */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

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

const confirmed = adminVendor({
  name: 'Töpferei Größ',
  email: 'groess@example.at',
  phone: '0664 1234567',
  status: 'confirmed',
  boothNumber: 'AK-07',
  boothAreaName: 'Arkadenhof',
  totalAmount: 123450,
  paymentAmount: 10000,
  downPaymentPaid: true,
  downPaymentAmount: 10000,
  paymentMethod: 'cash',
  setUpAt: '2026-11-26T13:05:00.000Z',
  createdAt: '2026-09-01T08:00:00.000Z',
});

describe('vendorExportRow', () => {
  it('has the labels and amounts the console shows', () => {
    expect(vendorExportRow(confirmed)).toEqual({
      name: 'Töpferei Größ',
      email: 'groess@example.at',
      phone: '0664 1234567',
      status: 'Bestätigt',
      stall: 'AK-07',
      area: 'Arkadenhof',
      total: 123450,
      paid: 10000,
      open: 113450,
      depositPaid: 'Ja',
      paymentMethod: 'Bar',
      setUpAt: '2026-11-26T13:05:00.000Z',
      blocked: 'Nein',
      blockedReason: '',
      registeredAt: '2026-09-01T08:00:00.000Z',
      withdrawnAt: null,
    });
  });

  it('names a withdrawn vendor and the time of the withdrawal', () => {
    const withdrawn = adminVendor({ status: 'withdrawn', withdrawnAt: '2026-11-20T09:30:00.000Z' });
    const row = vendorExportRow(withdrawn);
    expect(row).toMatchObject({ status: 'Zurückgezogen', withdrawnAt: '2026-11-20T09:30:00.000Z' });
    const column = VENDOR_EXPORT_COLUMNS.find((c) => c.header === 'Zurückgezogen am')!;
    expect(csvCellText(column, row)).toBe('20.11.2026 10:30');
  });

  it('leaves stall, area and payment method blank while there are none', () => {
    const row = vendorExportRow(adminVendor());
    expect(row).toMatchObject({
      status: 'Wartend',
      stall: '',
      area: '',
      paymentMethod: '',
      depositPaid: 'Nein',
      setUpAt: null,
      open: 0,
    });
  });

  it('never shows a negative open amount when more was paid', () => {
    expect(vendorExportRow(adminVendor({ totalAmount: 5000, paymentAmount: 7000 })).open).toBe(0);
  });

  it('writes the reason of a block, and none for an unblocked vendor', () => {
    const blocked = adminVendor({ isBlocked: true, blockedReason: 'Nicht aufgebaut' });
    expect(vendorExportRow(blocked)).toMatchObject({
      blocked: 'Ja',
      blockedReason: 'Nicht aufgebaut',
    });
    expect(vendorExportRow(adminVendor({ isBlocked: true })).blockedReason).toBe('');
    expect(
      vendorExportRow(adminVendor({ isBlocked: false, blockedReason: 'alt' })).blockedReason,
    ).toBe('');
  });

  it('keeps the order of the list it is given', () => {
    const rows = vendorExportRows([
      adminVendor({ id: '1', name: 'B' }),
      adminVendor({ id: '2', name: 'A' }),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['B', 'A']);
  });
});

describe('escapeFormula', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['-1+2', "'-1+2"],
    ['+A1', "'+A1"],
    ['-SUMME(A1:A9)', "'-SUMME(A1:A9)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    [' +43 660 123 x', "' +43 660 123 x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['  =1+1', "'  =1+1"],
    ['\n@x', "'\n@x"],
  ])('makes %j text', (input, escaped) => {
    expect(escapeFormula(input)).toBe(escaped);
  });

  it.each([
    'Töpferei Größ',
    'a=b',
    'x@example.at',
    'AK-07',
    '',
    "'schon Text",
    '+43 660 1234567',
    '+43 (0) 660/123-45.67',
    '-12,50',
    '-',
  ])('leaves %j as it is', (input) => {
    expect(escapeFormula(input)).toBe(input);
  });
});

describe('formatCsvAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [7050, '70,50'],
    [123450, '1.234,50'],
    [123456789, '1.234.567,89'],
    [-123450, '-1.234,50'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCsvAmount(cents)).toBe(text);
  });
});

describe('dates in Vienna time', () => {
  it('writes day, month, year and time as a clock in Vienna shows them', () => {
    // Winter (UTC+1) and summer time (UTC+2).
    expect(formatCsvDateTime('2026-11-26T13:05:00.000Z')).toBe('26.11.2026 14:05');
    expect(formatCsvDateTime('2026-07-01T22:30:00.000Z')).toBe('02.07.2026 00:30');
    expect(formatCsvDateTime('2026-12-31T23:00:00.000Z')).toBe('01.01.2027 00:00');
  });

  it('is blank for none or a broken value', () => {
    expect(formatCsvDateTime(null)).toBe('');
    expect(formatCsvDateTime('kein Datum')).toBe('');
    expect(viennaWallClock(null)).toBeNull();
  });

  it('has midnight as hour 0', () => {
    expect(viennaWallClock('2026-11-25T23:00:00.000Z')).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 0,
      minute: 0,
    });
  });
});

describe('quoteCsvField', () => {
  it('quotes separators, quotes, line breaks and blanks at an end, doubling quotes', () => {
    expect(quoteCsvField('a;b')).toBe('"a;b"');
    expect(quoteCsvField('Der "Stand"')).toBe('"Der ""Stand"""');
    expect(quoteCsvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(quoteCsvField('a\r\nb')).toBe('"a\r\nb"');
    expect(quoteCsvField(' vorne')).toBe('" vorne"');
    expect(quoteCsvField('plain, with comma')).toBe('plain, with comma');
    expect(quoteCsvField('')).toBe('');
  });
});

describe('csvCellText', () => {
  const row = vendorExportRow(confirmed);
  const column = (header: string) => VENDOR_EXPORT_COLUMNS.find((c) => c.header === header)!;

  it('writes amounts in Austrian digits and dates in Vienna time', () => {
    expect(csvCellText(column('Gesamtbetrag'), row)).toBe('1.234,50');
    expect(csvCellText(column('Offen'), row)).toBe('1.134,50');
    expect(csvCellText(column('Aufgebaut'), row)).toBe('26.11.2026 14:05');
    expect(csvCellText(column('Angemeldet am'), row)).toBe('01.09.2026 10:00');
  });

  it('escapes text cells, never amounts', () => {
    const injected = vendorExportRow(
      adminVendor({ name: '=1+1', phone: '+43 664 1', totalAmount: -500 }),
    );
    expect(csvCellText(column('Name'), injected)).toBe("'=1+1");
    expect(csvCellText(column('Telefon'), injected)).toBe('+43 664 1');
    expect(csvCellText(column('Gesamtbetrag'), injected)).toBe('-5,00');
  });
});

describe('vendorsCsv', () => {
  it('starts with the BOM and the header, with CRLF after every row', () => {
    const csv = vendorsCsv([]);
    expect(csv).toBe(`\uFEFF${HEADERS.join(';')}\r\n`);
  });

  it('is UTF-8 with the BOM bytes EF BB BF and umlauts intact', async () => {
    const bytes = new Uint8Array(
      await new Blob([vendorsCsv(vendorExportRows([confirmed]))]).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('Töpferei Größ');
    expect(text).toContain('Bestätigt');
  });

  it('reads back as the rows, whatever the values hold', () => {
    const tricky = [
      confirmed,
      adminVendor({
        id: '2',
        name: 'Schmuck; Glas & "Perlen"',
        email: 'perlen@example.at',
        phone: '+43 1 234',
        isBlocked: true,
        blockedReason: 'Zeile eins\nZeile zwei; mit "Zitat"',
      }),
      adminVendor({ id: '3', name: '=HYPERLINK("https://böse.example","klick")' }),
      adminVendor({ id: '4', name: '@Ärger', email: '-x@example.at' }),
      adminVendor({ id: '5', name: '\tTab', description: 'nicht exportiert' }),
    ];
    const rows = parseCsv(vendorsCsv(vendorExportRows(tricky)));
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual(HEADERS);
    for (const row of rows) expect(row).toHaveLength(HEADERS.length);

    expect(rows[1]).toEqual([
      'Töpferei Größ',
      'groess@example.at',
      '0664 1234567',
      'Bestätigt',
      'AK-07',
      'Arkadenhof',
      '1.234,50',
      '100,00',
      '1.134,50',
      'Ja',
      'Bar',
      '26.11.2026 14:05',
      'Nein',
      '',
      '01.09.2026 10:00',
      '',
    ]);
    expect(rows[2].slice(0, 3)).toEqual([
      'Schmuck; Glas & "Perlen"',
      'perlen@example.at',
      '+43 1 234',
    ]);
    expect(rows[2].slice(12, 14)).toEqual(['Ja', 'Zeile eins\nZeile zwei; mit "Zitat"']);
    expect(rows[3][0]).toBe(`'=HYPERLINK("https://böse.example","klick")`);
    expect(rows[4].slice(0, 2)).toEqual(["'@Ärger", "'-x@example.at"]);
    expect(rows[5][0]).toBe("'\tTab");
    // No cell starts with a formula character, unless it is a plain phone number or amount.
    for (const cell of rows.flat()) {
      expect(cell).not.toMatch(/^[=@\t\r]|^[+-](?![\d\s()/.,-]*$)/);
    }
  });
});

describe('vendorExportFileName', () => {
  it('names the file by the day in Vienna', () => {
    const lateEvening = new Date('2026-11-25T23:30:00.000Z');
    expect(vendorExportFileName('csv', lateEvening)).toBe('haendler-2026-11-26.csv');
    expect(vendorExportFileName('xlsx', lateEvening)).toBe('haendler-2026-11-26.xlsx');
  });
});
