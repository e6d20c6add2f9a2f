import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountTokenPurpose } from './admin-account-token.entity.js';

/** The console pages the links open. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  invitation: '/admin-einladung',
  'password-reset': '/admin-passwort-neu',
};

/** How long a link works. */
export const ACCOUNT_LINK_HOURS: Record<AccountTokenPurpose, number> = {
  invitation: 72,
  'password-reset': 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, purpose: AccountTokenPurpose, tokenId: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${tokenId}`).digest();
}

/**
 * The token of a one-time link: the stored row's id and a keyed hash of purpose and id, so the
 * database and the events hold nothing that opens an account (docs/decisions.md 211).
 */
export function accountLinkToken(
  secret: string,
  purpose: AccountTokenPurpose,
  tokenId: string,
): string {
  return `${tokenId}.${signature(secret, purpose, tokenId).toString('base64url')}`;
}

/** The absolute link a mail carries. */
export function accountLinkUrl(
  publicUrl: string,
  secret: string,
  purpose: AccountTokenPurpose,
  tokenId: string,
): string {
  const token = encodeURIComponent(accountLinkToken(secret, purpose, tokenId));
  return `${publicUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
}

/** The row id a token names when its signature is right for `purpose`; null when forged. */
export function verifiedTokenId(
  secret: string,
  purpose: AccountTokenPurpose,
  token: string,
): string | null {
  const [tokenId, given, ...rest] = token.trim().split('.');
  if (!tokenId || !given || rest.length > 0 || !UUID.test(tokenId)) return null;
  const expected = signature(secret, purpose, tokenId);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length) return null;
  return timingSafeEqual(actual, expected) ? tokenId : null;
}
