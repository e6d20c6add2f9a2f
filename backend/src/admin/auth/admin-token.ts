/**
 * What an administrator's JWT carries: the account and the revocable session
 * (docs/decisions.md 28).
 */
export interface AdminTokenPayload {
  sub: number;
  sid: string;
  username: string;
}

export const ADMIN_SESSION_HOURS = 12;
