import { generate } from 'otplib';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  looksLikeRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from './second-factor.js';

const jwtSecret = 'test-secret-that-is-long-enough-for-the-check';

describe('TOTP secret at rest (docs/decisions.md 214)', () => {
  it('seals and opens the secret; every sealing differs', () => {
    const secret = newTotpSecret();
    const a = encryptTotpSecret(jwtSecret, secret);
    const b = encryptTotpSecret(jwtSecret, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(decryptTotpSecret(jwtSecret, a)).toBe(secret);
  });

  it('refuses another key and a changed value', () => {
    const sealed = encryptTotpSecret(jwtSecret, newTotpSecret());
    expect(() => decryptTotpSecret(`${jwtSecret}x`, sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => decryptTotpSecret(jwtSecret, [v, iv, tag, flipped].join('.'))).toThrow();
  });
});

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-12-01T10:00:10Z');
  const at = (offsetSeconds: number) =>
    generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetSeconds });

  it('accepts the current code and one step either way, not two', async () => {
    expect(await matchingTotpStep(secret, await at(0), now, null)).toEqual(expect.any(Number));
    expect(await matchingTotpStep(secret, await at(-30), now, null)).not.toBeNull();
    expect(await matchingTotpStep(secret, await at(30), now, null)).not.toBeNull();
    expect(await matchingTotpStep(secret, await at(-90), now, null)).toBeNull();
    expect(await matchingTotpStep(secret, 'abcdef', now, null)).toBeNull();
  });

  it('refuses a code of a step already used', async () => {
    const step = await matchingTotpStep(secret, await at(0), now, null);
    expect(await matchingTotpStep(secret, await at(0), now, step)).toBeNull();
    expect(await matchingTotpStep(secret, await at(30), now, step)).toBe(step! + 1);
  });

  it('names the issuer and the account in the otpauth URL', () => {
    expect(totpUri(secret, 'kassa')).toMatch(/^otpauth:\/\/totp\/Standl:kassa\?/);
  });
});

describe('recovery codes', () => {
  it('are ten distinct xxxx-xxxx codes, hashed case-insensitively', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(recoveryCodeHash(codes[0]!.toUpperCase())).toBe(recoveryCodeHash(codes[0]!));
    expect(recoveryCodeHash(codes[0]!)).toMatch(/^[0-9a-f]{64}$/);
  });
});
