import {
  invoiceNumbersIn,
  type MatchVendor,
  matchStatementLines,
  nameTokens,
} from './match-statement-lines.js';

const vendors: MatchVendor[] = [
  {
    id: 'v1',
    accessCode: 'ABCDE12345',
    name: 'Maria Höfler',
    invoiceNumbers: ['2026-0001'],
    openAmount: 14000,
  },
  {
    id: 'v2',
    accessCode: 'FGHJK67890',
    name: 'Glühwein Gruber KG',
    invoiceNumbers: [],
    openAmount: 9000,
  },
  {
    id: 'v3',
    accessCode: 'MNPQR00011',
    name: 'Gruber Hans',
    invoiceNumbers: ['2026-0012'],
    openAmount: 9000,
  },
];

const match = (remittance: string | null, amount = 1, payerName: string | null = null) =>
  matchStatementLines([{ remittance, amount, payerName }], vendors)[0];

describe('matchStatementLines (issue 30)', () => {
  it('finds the access code however it is written', () => {
    for (const text of [
      'ABCDE-12345',
      'Standgebühr abcde 12345 danke',
      'REF: A.B.C.D.E/12345',
      'abcde-l2345',
      'xABCDE12345x',
    ]) {
      expect(match(text)).toEqual({ match: 'reference', vendorId: 'v1', candidateIds: ['v1'] });
    }
    expect(match('FGHJK-67890')?.vendorId).toBe('v2');
    expect(match('MNPQR-OOO11')?.vendorId).toBe('v3');
  });

  it('finds invoice numbers with odd spacing, not inside longer numbers', () => {
    expect(invoiceNumbersIn('Rechnung 2026 - 0001')).toEqual(['20260001']);
    expect(match('Rechnung 2026 - 0001')?.vendorId).toBe('v1');
    expect(match('RE 2026/0012 Gruber')?.vendorId).toBe('v3');
    expect(match('Rg. 2O26-OOO1')?.vendorId).toBe('v1');
    expect(match('IBAN 120260001999')?.match).toBe('none');
    expect(match('2026-00012')?.match).toBe('none');
  });

  it('calls two references ambiguous', () => {
    expect(match('ABCDE-12345 und FGHJK-67890')).toEqual({
      match: 'ambiguous',
      vendorId: null,
      candidateIds: ['v1', 'v2'],
    });
  });

  it('proposes by exact open amount and a shared name word', () => {
    expect(match('Standgebühr', 14000, 'Josef Bauer')?.match).toBe('none');
    expect(match('Standgebühr', 14000, 'Maria Hofler')).toMatchObject({
      match: 'amount-name',
      vendorId: 'v1',
    });
    expect(match('Stand', 9000, 'Hans Gruber')).toMatchObject({
      match: 'ambiguous',
      candidateIds: ['v2', 'v3'],
    });
    expect(match('Stand', 9000, 'Hans Huber')).toMatchObject({
      match: 'amount-name',
      vendorId: 'v3',
    });
    expect(match('Stand', 9001, 'Hans Gruber')?.match).toBe('none');
    expect(match(null, 9000, null)?.match).toBe('none');
  });

  it('strips diacritics and filler words from names', () => {
    expect([...nameTokens('Glühwein-Gruber GmbH & Co KG')]).toEqual(['gluhwein', 'gruber']);
  });

  it('matches 5,000 lines against 500 vendors fast', () => {
    const many: MatchVendor[] = Array.from({ length: 500 }, (_, i) => ({
      id: `v${i}`,
      accessCode: `ABCDE${String(i).padStart(5, '0')}`,
      name: `Händler ${i}`,
      invoiceNumbers: [`2026-${String(i + 1).padStart(4, '0')}`],
      openAmount: 10000 + i,
    }));
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      amount: 10000 + (i % 600),
      payerName: `Händler ${i % 700}`,
      remittance: `Standgebühr Markt 2026 Zahlung ${i} ${i % 3 === 0 ? `ABCDE-${String(i % 500).padStart(5, '0')}` : 'ohne Code'} danke`,
    }));
    const started = performance.now();
    const result = matchStatementLines(lines, many);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.filter((r) => r.match === 'reference').length).toBeGreaterThan(1600);
  });
});
