import { compactBic, compactIban, isValidBic, isValidIban } from './iban.js';

describe('isValidIban (ibantools)', () => {
  it.each([
    'AT61 1904 3002 3457 3201',
    'at611904300234573201',
    'DE89 3704 0044 0532 0130 00',
    'AT48 3200 0000 1234 5864',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    'AT62 1904 3002 3457 3202',
    'AT61 1904 3002 3457 3202',
    // Right check digits, wrong length for Austria (20 characters).
    'AT61 1904 3002 3457 3201 0',
    // No such country.
    'XX82 1904 3002 3457 3201',
    'keine iban',
    'AT61',
    '',
  ])('refuses %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('compacts spaces and case', () => {
    expect(compactIban(' at61 1904 ')).toBe('AT611904');
  });
});

describe('isValidBic (ibantools)', () => {
  it.each(['RZBAATWW', 'rzbaatww', 'GIBAATWWXXX', 'BKAUATWW', 'OPSK ATWW'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each(['RZBA', 'RZBAXXWW', 'RZBAATWWX', '12345678', 'GIBAATWW-XXX', ''])(
    'refuses %s',
    (bic) => {
      expect(isValidBic(bic)).toBe(false);
    },
  );

  it('compacts spaces and case', () => {
    expect(compactBic(' gibaat ww ')).toBe('GIBAATWW');
  });
});
