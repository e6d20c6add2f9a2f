import { formatStallFee, stallFeeParts, type StallPriceDetail } from './floor-plan.js';

const withPower: StallPriceDetail = {
  base: 15000,
  surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }],
};

describe('stallFeeParts', () => {
  it('answers a detail with surcharges that adds up to the fee', () => {
    expect(stallFeeParts(17500, withPower)).toBe(withPower);
  });

  it('answers null for one amount: no detail, no surcharge, or a detail of another total', () => {
    expect(stallFeeParts(15000, null)).toBeNull();
    expect(stallFeeParts(15000, undefined)).toBeNull();
    expect(stallFeeParts(15000, { base: 15000, surcharges: [] })).toBeNull();
    expect(stallFeeParts(15000, withPower)).toBeNull();
  });
});

describe('formatStallFee', () => {
  it('states the fee with its parts', () => {
    expect(
      formatStallFee(18500, {
        base: 15000,
        surcharges: [
          { kind: 'power', amount: 2500, powerAmps: 16 },
          { kind: 'water', amount: 1000 },
        ],
      }).replace(/\u00a0/g, ' '),
    ).toBe(
      '185,00 € (Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 € + Zuschlag Wasser 10,00 €)',
    );
  });

  it('states a fee without surcharges as one amount', () => {
    expect(formatStallFee(9999, { base: 9999, surcharges: [] }).replace(/\u00a0/g, ' ')).toBe(
      '99,99 €',
    );
    expect(formatStallFee(15000, null).replace(/\u00a0/g, ' ')).toBe('150,00 €');
  });
});
