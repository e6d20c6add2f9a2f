import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, purpose: string, tokenId: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${tokenId}`).digest();
}

/**
 * The token of a one-time link: the stored row's id (a UUID) and a keyed hash of purpose and id,
 * so the database and the events hold nothing that opens the link (docs/decisions.md 211). Used
 * by the team's links and the vendors' links (offers, e-mail confirmation).
 */
export function signedToken(secret: string, purpose: string, tokenId: string): string {
  return `${tokenId}.${signature(secret, purpose, tokenId).toString('base64url')}`;
}

/** The row id a token names when its signature is right for `purpose`; null when forged. */
export function verifiedTokenId(secret: string, purpose: string, token: string): string | null {
  const [tokenId, given, ...rest] = token.trim().split('.');
  if (!tokenId || !given || rest.length > 0 || !UUID.test(tokenId)) return null;
  const expected = signature(secret, purpose, tokenId);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length) return null;
  return timingSafeEqual(actual, expected) ? tokenId : null;
}
