import { TEAM_MESSAGES } from '@standl/contracts';
import { ApiError, apiErrorMessage, RETRY_TEXT } from '../../../lib/request';

/** The server's texts about a one-time link itself (forged, expired, used): the link is spent. */
const LINK_MESSAGES: readonly string[] = [
  TEAM_MESSAGES.linkInvalid,
  TEAM_MESSAGES.linkExpired,
  TEAM_MESSAGES.linkUsed,
];

/**
 * A failed invitation or reset, sorted: the link is spent (ask for a new one), or the password
 * was refused (its field shows why), or anything else.
 */
export function linkFailure(error: unknown): {
  kind: 'link' | 'password' | 'other';
  message: string;
} {
  const message = apiErrorMessage(error, RETRY_TEXT);
  if (LINK_MESSAGES.includes(message)) return { kind: 'link', message };
  if (error instanceof ApiError && [409, 410].includes(error.status))
    return { kind: 'link', message };
  if (error instanceof ApiError && error.status === 400) return { kind: 'password', message };
  return { kind: 'other', message };
}
