import { normalizeAccessCode } from '@standl/contracts';
import { generateAccessCode } from './access-code-generator.js';

describe('generateAccessCode (docs/decisions.md 188)', () => {
  it('makes 10 Crockford base32 symbols that survive normalisation', () => {
    const codes = Array.from({ length: 500 }, generateAccessCode);

    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(normalizeAccessCode(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});
