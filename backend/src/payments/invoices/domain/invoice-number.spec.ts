import { countryCode } from './country-code.js';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.js';
import { serviceLine } from './service-line.js';

describe('invoice numbers YYYY-NNNN', () => {
  it('pads the sequence to four digits and grows beyond', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-0001');
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-0042');
    expect(formatInvoiceNumber(2026, 9999)).toBe('2026-9999');
    expect(formatInvoiceNumber(2026, 10000)).toBe('2026-10000');
  });

  it('refuses a sequence below 1 and a year that is not four digits', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
  });

  it('parses well-formed numbers only', () => {
    expect(parseInvoiceNumber('2026-0001')).toEqual({ year: 2026, sequence: 1 });
    expect(parseInvoiceNumber('2026-12345')).toEqual({ year: 2026, sequence: 12345 });
    for (const bad of [
      '2026-0000',
      '2026-1',
      '26-0001',
      '2026_0001',
      '../2026-0001',
      '2026-0001.pdf',
      '2026-0001/..',
      '',
    ]) {
      expect(parseInvoiceNumber(bad)).toBeNull();
    }
  });
});

describe('the service line', () => {
  it('names stall, area and season', () => {
    expect(serviceLine('AK-01', 'Arkadenhof', 2026)).toBe(
      'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026',
    );
  });
});

describe('countryCode', () => {
  it('reads the billing form’s free text as an ISO code', () => {
    expect(countryCode('Österreich')).toBe('AT');
    expect(countryCode(' oesterreich ')).toBe('AT');
    expect(countryCode('Austria')).toBe('AT');
    expect(countryCode('AT')).toBe('AT');
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('Italien')).toBe('IT');
    expect(countryCode('Slowenien')).toBe('SI');
    expect(countryCode('Schweiz')).toBe('CH');
    expect(countryCode('Atlantis')).toBeNull();
  });
});
