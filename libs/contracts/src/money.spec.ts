import { formatEuro } from './money.js';

describe('formatEuro', () => {
  it('writes cents as euros with a comma and the symbol after the amount', () => {
    expect(formatEuro(15000)).toBe('150,00\u00a0€');
    expect(formatEuro(1000)).toBe('10,00\u00a0€');
    expect(formatEuro(7050)).toBe('70,50\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
  });

  it('groups thousands the Austrian way', () => {
    expect(formatEuro(123456789).replace(/\s/g, ' ')).toBe('1 234 567,89 €');
  });
});
