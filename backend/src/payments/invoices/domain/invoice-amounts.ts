import type { VatMode } from '@standl/contracts';

/** A VAT rate in basis points: 2000 = 20 %. Integers keep the rounding exact. */
export type BasisPoints = number;

export interface InvoiceAmounts {
  /** Cents. Prices are gross (docs/decisions.md 73): net and VAT are derived from this. */
  gross: number;
  net: number;
  vat: number;
  /** 0 for a small business. */
  vatRate: BasisPoints;
}

/**
 * Net and VAT of a gross price, rounded once per invoice (docs/decisions.md 73): the net amount is
 * the gross divided by (1 + rate), rounded half away from zero to the cent; the VAT is what is
 * left, so net + VAT is always exactly the gross. A small business shows no VAT: net = gross.
 */
export function amountsFromGross(gross: number, mode: VatMode, rate: BasisPoints): InvoiceAmounts {
  if (!Number.isInteger(gross)) throw new RangeError('gross must be whole cents');
  if (mode === 'small_business' || rate === 0) return { gross, net: gross, vat: 0, vatRate: 0 };
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) throw new RangeError('rate');
  const net = Math.sign(gross) * divideRounded(Math.abs(gross) * 10_000, 10_000 + rate);
  return { gross, net, vat: gross - net, vatRate: rate };
}

/** a / b rounded half up, for non-negative integers (exact: no floating point). */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** 20 → 2000; 13.5 → 1350. Percent with at most two decimals. */
export function percentToBasisPoints(percent: number): BasisPoints {
  return Math.round(percent * 100);
}

/** 2000 → '20'; 1350 → '13,5' (German); for the XML use {@link basisPointsToDecimal}. */
export function formatVatRate(rate: BasisPoints): string {
  return basisPointsToDecimal(rate).replace('.', ',');
}

/** 2000 → '20'; 1350 → '13.5'; 1325 → '13.25'. */
export function basisPointsToDecimal(rate: BasisPoints): string {
  const whole = Math.trunc(rate / 100);
  const fraction = rate % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** Cents as the XML writes amounts: 12500 → '125.00', -1000 → '-10.00'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
