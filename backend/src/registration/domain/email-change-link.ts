import { EMAIL_CHANGE_CONFIRM_PATH } from '@standl/contracts';
import { signedToken } from '../../shared/links/signed-token.js';

/** The purpose the confirmation link's signature is bound to (docs/decisions.md 273). */
export const VENDOR_EMAIL_LINK_PURPOSE = 'vendor-email';

/** The absolute link the confirmation mail carries for the change `changeId`. */
export function emailChangeLinkUrl(publicUrl: string, secret: string, changeId: string): string {
  const token = encodeURIComponent(signedToken(secret, VENDOR_EMAIL_LINK_PURPOSE, changeId));
  return `${publicUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${token}`;
}
