import { signedToken, verifiedTokenId } from '../../shared/links/signed-token.js';
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

/**
 * The token of a one-time link: the stored row's id and a keyed hash of purpose and id, so the
 * database and the events hold nothing that opens an account (docs/decisions.md 211).
 */
export function accountLinkToken(
  secret: string,
  purpose: AccountTokenPurpose,
  tokenId: string,
): string {
  return signedToken(secret, purpose, tokenId);
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

export { verifiedTokenId };
