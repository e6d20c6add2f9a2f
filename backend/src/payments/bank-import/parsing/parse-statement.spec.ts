import {
  bankAustriaCsv,
  camt053,
  elbaCsv,
  georgeCsv,
  latin1,
  type StatementTx,
} from '../../../../scripts/support/bank-statements.js';
import { parseStatement } from './parse-statement.js';
import { parseAustrianAmount, parseDate, StatementFileError } from './statement-line.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

const txs: StatementTx[] = [
  {
    amount: 14000,
    payerName: 'Maria Höfler',
    payerIban: 'AT483200000012345864',
    remittance: 'Standgebühr ABCDE-12345',
    reference: 'REF-1',
    bookingDate: '2026-11-20',
    valueDate: '2026-11-19',
  },
  { amount: -5000, payerName: 'Stadtwerke', remittance: 'Strom', reference: 'REF-2' },
  { amount: 2000, currency: 'CHF', payerName: 'Hans Gruber', remittance: 'x', reference: 'REF-3' },
  { amount: 123456, payerName: '=HYPERLINK("http://x")', remittance: 'Rechnung 2026 - 0001' },
];

function refused(run: () => unknown): StatementFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('bank statement parsing (issue 30)', () => {
  it('reads Austrian amounts and dates', () => {
    expect(parseAustrianAmount('1.234,56')).toBe(123456);
    expect(parseAustrianAmount('-12,00')).toBe(-1200);
    expect(parseAustrianAmount('+120,5')).toBe(12050);
    expect(parseAustrianAmount('12.00')).toBe(null);
    expect(parseDate('01.12.2026')).toBe('2026-12-01');
    expect(parseDate('31.02.2026')).toBe(null);
  });

  it.each([
    ['camt053 v02', () => camt053(txs), 'camt053'],
    ['camt053 v08 with prefix', () => camt053(txs, { version: '08', prefix: 'ns2' }), 'camt053'],
    ['George', () => georgeCsv(txs), 'csv-george'],
    ['Bank Austria', () => bankAustriaCsv(txs), 'csv-bankaustria'],
  ])('reads %s: credits in EUR, the rest in the report', (_, file, format) => {
    const statement = parseStatement(bytes(file()));
    expect(statement.format).toBe(format);
    expect(statement.lines).toHaveLength(2);
    const [first, second] = statement.lines;
    expect(first).toMatchObject({
      amount: 14000,
      currency: 'EUR',
      bookingDate: '2026-11-20',
      valueDate: '2026-11-19',
      payerName: 'Maria Höfler',
      payerIban: 'AT483200000012345864',
      entryReference: 'REF-1',
      key: 'ref:REF-1',
    });
    expect(first!.remittance).toContain('Standgebühr ABCDE-12345');
    expect(second).toMatchObject({ amount: 123456, payerName: '=HYPERLINK("http://x")' });
    expect(second!.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(statement.report.map((line) => line.lineNumber)).toEqual(
      format === 'camt053' ? [2, 3] : [3, 4],
    );
    expect(statement.report[0]!.message).toMatch(/Gutschriften/);
    expect(statement.report[1]!.message).toMatch(/Fremdwährung CHF/);
  });

  it('reads ELBA without a header, in ISO-8859-1', () => {
    const statement = parseStatement(latin1(elbaCsv(txs)));
    expect(statement.format).toBe('csv-elba');
    expect(statement.lines).toHaveLength(2);
    expect(statement.lines[0]).toMatchObject({
      lineNumber: 1,
      amount: 14000,
      payerIban: 'AT483200000012345864',
      valueDate: '2026-11-19',
    });
    expect(statement.lines[0]!.remittance).toContain('Standgebühr ABCDE-12345 Maria Höfler');
    expect(statement.report.map((line) => line.lineNumber)).toEqual([2, 3]);
  });

  it('gives the same key to the same line in two files, and different keys to twins', () => {
    const twin = { amount: 5000, payerName: 'A', remittance: 'Stand 7' };
    const one = parseStatement(bytes(georgeCsv([twin, twin])));
    const two = parseStatement(bytes(georgeCsv([twin, twin, { ...twin, amount: 1 }])));
    expect(one.lines[0]!.key).not.toBe(one.lines[1]!.key);
    expect(two.lines.slice(0, 2).map((l) => l.key)).toEqual(one.lines.map((l) => l.key));
  });

  it('gives each transaction of a batch entry its own line', () => {
    const statement = parseStatement(
      bytes(
        camt053([], {
          batch: [
            [
              { amount: 1000, reference: 'B1', remittance: 'eins' },
              { amount: 2500, reference: 'B2', remittance: 'zwei' },
            ],
          ],
        }),
      ),
    );
    expect(statement.lines.map((l) => [l.amount, l.key, l.lineNumber])).toEqual([
      [1000, 'ref:B1', 1],
      [2500, 'ref:B2', 1],
    ]);
  });

  it('skips reversals', () => {
    const statement = parseStatement(bytes(camt053([{ amount: 100, reversal: true }])));
    expect(statement.lines).toHaveLength(0);
    expect(statement.report[0]!.message).toMatch(/Storno/);
  });

  it('refuses hostile and broken XML', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Document>&lol2;</Document>`;
    expect(refused(() => parseStatement(bytes(laughs))).message).toMatch(/DOCTYPE/);
    const deep = `<Document>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</Document>`;
    expect(refused(() => parseStatement(bytes(deep))).message).toMatch(/verschachtelt/);
    expect(refused(() => parseStatement(bytes('<Document><a></Document>'))).status).toBe(400);
    expect(refused(() => parseStatement(bytes('<Document/>'))).message).toMatch(/CAMT/);
  });

  it('refuses files that are no statement, too many lines and too much', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(refused(() => parseStatement(png)).status).toBe(415);
    expect(refused(() => parseStatement(bytes('%PDF-1.7\n'))).status).toBe(415);
    expect(refused(() => parseStatement(bytes('hello world'))).status).toBe(415);
    expect(refused(() => parseStatement(bytes('a;b;c\n1;2;3'))).status).toBe(415);
    const many = georgeCsv(Array.from({ length: 10_001 }, (_, i) => ({ amount: i + 1 })));
    expect(refused(() => parseStatement(bytes(many))).status).toBe(422);
    expect(refused(() => parseStatement(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))).status).toBe(413);
  });
});
