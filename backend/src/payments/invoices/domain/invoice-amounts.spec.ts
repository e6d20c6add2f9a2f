import {
  amountsFromGross,
  basisPointsToDecimal,
  centsToDecimal,
  formatVatRate,
  percentToBasisPoints,
} from './invoice-amounts.js';

describe('amountsFromGross (net and VAT from the gross price, rounded once)', () => {
  it('derives 20 % VAT from the stall fees of the spec', () => {
    expect(amountsFromGross(15000, 'standard', 2000)).toEqual({
      gross: 15000,
      net: 12500,
      vat: 2500,
      vatRate: 2000,
    });
    expect(amountsFromGross(7500, 'standard', 2000)).toEqual({
      gross: 7500,
      net: 6250,
      vat: 1250,
      vatRate: 2000,
    });
    // 70,00 € / 1,2 = 58,333… → 58,33 net, 11,67 VAT
    expect(amountsFromGross(7000, 'standard', 2000)).toMatchObject({ net: 5833, vat: 1167 });
  });

  it('rounds the net half up and lets the VAT take the rest, so net + VAT = gross', () => {
    // 1,00 € at 20 %: 0,8333… → 0,83 + 0,17
    expect(amountsFromGross(100, 'standard', 2000)).toMatchObject({ net: 83, vat: 17 });
    // 0,03 € at 20 %: 0,025 exactly → half up → 0,03 net, 0,00 VAT
    expect(amountsFromGross(3, 'standard', 2000)).toMatchObject({ net: 3, vat: 0 });
    // 10 % reduced rate: 11,00 € → 10,00 + 1,00
    expect(amountsFromGross(1100, 'standard', 1000)).toMatchObject({ net: 1000, vat: 100 });
    for (let gross = 0; gross <= 20000; gross += 7) {
      const { net, vat } = amountsFromGross(gross, 'standard', 2000);
      expect(net + vat).toBe(gross);
      // The net is the exact quotient rounded to the cent: off by at most half a cent.
      expect(Math.abs(net - gross / 1.2)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('shows no VAT for a small business (Kleinunternehmer): net = gross', () => {
    expect(amountsFromGross(15000, 'small_business', 2000)).toEqual({
      gross: 15000,
      net: 15000,
      vat: 0,
      vatRate: 0,
    });
  });

  it('mirrors a negative gross (cancellation) exactly', () => {
    expect(amountsFromGross(-7000, 'standard', 2000)).toMatchObject({ net: -5833, vat: -1167 });
  });

  it('refuses fractions of a cent', () => {
    expect(() => amountsFromGross(10.5, 'standard', 2000)).toThrow(RangeError);
  });
});

describe('VAT rate and amount formatting', () => {
  it('converts percent to basis points and back', () => {
    expect(percentToBasisPoints(20)).toBe(2000);
    expect(percentToBasisPoints(13.5)).toBe(1350);
    expect(basisPointsToDecimal(2000)).toBe('20');
    expect(basisPointsToDecimal(1350)).toBe('13.5');
    expect(basisPointsToDecimal(1325)).toBe('13.25');
    expect(basisPointsToDecimal(5)).toBe('0.05');
    expect(formatVatRate(1350)).toBe('13,5');
  });

  it('writes cents as the XML decimal', () => {
    expect(centsToDecimal(12500)).toBe('125.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1000)).toBe('-10.00');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});
