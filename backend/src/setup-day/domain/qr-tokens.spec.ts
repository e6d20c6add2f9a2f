import { parseScanInput } from '@standl/contracts';
import { QrTokens } from './qr-tokens.js';

const SECRET = 'x'.repeat(40);
const A = '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f';
const B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('QR tokens (docs/decisions.md 76)', () => {
  const tokens = new QrTokens(SECRET);

  it('seals a vendor id into an opaque token that opens to the same id', () => {
    const token = tokens.seal(A);
    expect(token).toMatch(/^STANDL:[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('3f2b8c1e');
    expect(tokens.open(token)).toBe(A);
    expect(tokens.seal(A)).toBe(token);
    expect(tokens.seal(B)).not.toBe(token);
    expect(parseScanInput(token)).toEqual({ kind: 'token', token });
  });

  it('refuses edited, truncated, foreign-key and made-up tokens', () => {
    const token = tokens.seal(A);
    const body = Buffer.from(token.slice(7), 'base64url');
    for (const index of [0, 13, 20, body.length - 1]) {
      const edited = Buffer.from(body);
      edited[index] ^= 1;
      expect(tokens.open(`STANDL:${edited.toString('base64url')}`)).toBeNull();
    }
    expect(tokens.open(token.slice(0, -2))).toBeNull();
    expect(new QrTokens('y'.repeat(40)).open(token)).toBeNull();
    expect(tokens.open(`STANDL:${'A'.repeat(59)}`)).toBeNull();
    expect(tokens.open('3f2b8c1e')).toBeNull();
  });

  it('cannot swap halves of two tokens into a third vendor', () => {
    const a = Buffer.from(tokens.seal(A).slice(7), 'base64url');
    const b = Buffer.from(tokens.seal(B).slice(7), 'base64url');
    const mixed = Buffer.concat([a.subarray(0, 12), b.subarray(12)]);
    expect(tokens.open(`STANDL:${mixed.toString('base64url')}`)).toBeNull();
  });
});
