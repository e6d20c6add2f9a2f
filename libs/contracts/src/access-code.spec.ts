import { ACCESS_CODE_ALPHABET, formatAccessCode, normalizeAccessCode } from './access-code.js';

describe('access codes', () => {
  it('has 32 symbols without I, L, O, U', () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(32);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('normalises what people type', () => {
    expect(normalizeAccessCode('  abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizeAccessCode('o0 iL1')).toBe('00111');
    expect(normalizeAccessCode('AB CD-EF')).toBe('ABCDEF');
  });

  it('groups a code in two blocks of five', () => {
    expect(formatAccessCode('ABCDE12345')).toBe('ABCDE-12345');
    expect(formatAccessCode('ABC')).toBe('ABC');
  });
});
