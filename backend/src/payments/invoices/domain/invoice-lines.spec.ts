import { amountsFromGross } from './invoice-amounts.js';
import { negatedLines, stallInvoiceLines } from './invoice-lines.js';

const STALL = 'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026';
const detail = {
  base: 15000,
  surcharges: [
    { kind: 'power' as const, amount: 2500, powerAmps: 16 },
    { kind: 'water' as const, amount: 1001 },
  ],
};

describe('stallInvoiceLines', () => {
  it('gives the stall its base and each surcharge a line, the nets adding up to the net', () => {
    const lines = stallInvoiceLines(STALL, 18501, detail, 'standard', 2000)!;
    expect(lines.map(({ description, gross }) => [description, gross])).toEqual([
      [STALL, 15000],
      ['Zuschlag Stromanschluss 16 A', 2500],
      ['Zuschlag Wasser', 1001],
    ]);
    // 150,00 → 125,00; 175,00 → 145,83; 185,01 → 154,175 → 154,18 (each running total rounded once).
    expect(lines.map((line) => line.net)).toEqual([12500, 2083, 835]);
    expect(lines.reduce((sum, line) => sum + line.net, 0)).toBe(
      amountsFromGross(18501, 'standard', 2000).net,
    );
  });

  it('keeps the gross as the net of a small business', () => {
    const lines = stallInvoiceLines(STALL, 18501, detail, 'small_business', 0)!;
    expect(lines.map((line) => line.net)).toEqual([15000, 2500, 1001]);
  });

  it('answers null (one line) without surcharges, without a detail, or for another total', () => {
    expect(stallInvoiceLines(STALL, 15000, { base: 15000, surcharges: [] }, 'standard', 2000)).toBe(
      null,
    );
    expect(stallInvoiceLines(STALL, 15000, null, 'standard', 2000)).toBeNull();
    expect(stallInvoiceLines(STALL, 15000, detail, 'standard', 2000)).toBeNull();
  });
});

describe('negatedLines', () => {
  it('negates the amounts of every line, and keeps no lines as none', () => {
    expect(negatedLines([{ description: 'A', gross: 100, net: 83 }])).toEqual([
      { description: 'A', gross: -100, net: -83 },
    ]);
    expect(negatedLines(null)).toBeNull();
  });
});
