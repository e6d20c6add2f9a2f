import { pickScanCodes, SCAN_CODE_CAPACITY } from './scan-codes.js';

describe('scan codes', () => {
  it('picks distinct 4-digit codes that are not taken, keeping leading zeros', () => {
    const taken = new Set(['0007', '1234']);
    const codes = pickScanCodes(500, taken);
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(/^\d{4}$/);
      expect(taken.has(code)).toBe(false);
    }
    expect(pickScanCodes(1, new Set(), () => 7)).toEqual(['0007']);
  });

  it('fills the last free code and refuses when none is left', () => {
    const taken = new Set(
      Array.from({ length: SCAN_CODE_CAPACITY - 1 }, (_, i) => String(i + 1).padStart(4, '0')),
    );
    expect(pickScanCodes(1, taken)).toEqual(['0000']);
    expect(() => pickScanCodes(2, taken)).toThrow(RangeError);
  });
});
