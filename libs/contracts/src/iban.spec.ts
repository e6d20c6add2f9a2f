import { compactIban, isValidIban } from './iban.js';

describe('isValidIban', () => {
  it.each(['AT61 1904 3002 3457 3201', 'at611904300234573201', 'DE89 3704 0044 0532 0130 00'])(
    'accepts %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(true);
    },
  );

  it.each(['AT62 1904 3002 3457 3202', 'AT61 1904 3002 3457 3202', 'keine iban', 'AT61'])(
    'refuses %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(false);
    },
  );

  it('compacts spaces and case', () => {
    expect(compactIban(' at61 1904 ')).toBe('AT611904');
  });
});
