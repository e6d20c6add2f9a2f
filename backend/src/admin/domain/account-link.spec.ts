import { randomUUID } from 'node:crypto';
import { accountLinkToken, accountLinkUrl, verifiedTokenId } from './account-link.js';

const secret = 'test-secret-that-is-long-enough-for-the-check';

describe('one-time link tokens (docs/decisions.md 211)', () => {
  const id = randomUUID();

  it('verifies its own token and answers the row id', () => {
    expect(verifiedTokenId(secret, 'invitation', accountLinkToken(secret, 'invitation', id))).toBe(
      id,
    );
  });

  it('is bound to its purpose and to the secret', () => {
    const token = accountLinkToken(secret, 'invitation', id);
    expect(verifiedTokenId(secret, 'password-reset', token)).toBeNull();
    expect(verifiedTokenId(`${secret}-other`, 'invitation', token)).toBeNull();
  });

  it('refuses a changed id, a changed signature and garbage', () => {
    const token = accountLinkToken(secret, 'invitation', id);
    const [, sig] = token.split('.');
    expect(verifiedTokenId(secret, 'invitation', `${randomUUID()}.${sig}`)).toBeNull();
    expect(verifiedTokenId(secret, 'invitation', `${id}.${sig!.slice(1)}A`)).toBeNull();
    expect(verifiedTokenId(secret, 'invitation', `${id}.`)).toBeNull();
    expect(verifiedTokenId(secret, 'invitation', 'x.y.z')).toBeNull();
    expect(verifiedTokenId(secret, 'invitation', '')).toBeNull();
  });

  it('builds the page link with the token', () => {
    const url = accountLinkUrl('https://markt.example.at', secret, 'password-reset', id);
    expect(url).toMatch(/^https:\/\/markt\.example\.at\/admin-passwort-neu\?token=/);
    const token = decodeURIComponent(new URL(url).searchParams.get('token')!);
    expect(verifiedTokenId(secret, 'password-reset', token)).toBe(id);
  });
});
