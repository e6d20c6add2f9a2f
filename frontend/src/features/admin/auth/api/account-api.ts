import type { AdminRestriction, AdminRole } from '@standl/contracts';
import { request } from '../../../../lib/request';

/**
 * The signed-in console account, GET /api/admin/me (issue 29, notes/team-api.md). Typed here
 * until the generated client knows the team routes; `email` and the second-factor facts are
 * optional, so an older server's answer still reads.
 */
export interface ConsoleAccount {
  username: string;
  name: string;
  role: AdminRole;
  restriction: AdminRestriction | null;
  email?: string | null;
  secondFactor?: boolean;
  secondFactorRequired?: boolean;
}

export interface SignInCredentials {
  username: string;
  password: string;
  /** The 6-digit code of the authenticator app or a recovery code `xxxx-xxxx`. */
  code?: string;
}

export interface SignedIn {
  token: string;
  username: string;
  name: string;
  role: AdminRole;
  expiresAt: string;
}

/** POST /api/admin/login: a session, or the request for the second factor (no token yet). */
export type SignInAnswer = SignedIn | { secondFactorRequired: true };

export function fetchConsoleAccount(): Promise<ConsoleAccount> {
  return request<ConsoleAccount>('GET', '/api/admin/me');
}

export function signIn(credentials: SignInCredentials): Promise<SignInAnswer> {
  return request<SignInAnswer>('POST', '/api/admin/login', credentials);
}

export function needsSecondFactor(answer: SignInAnswer): answer is { secondFactorRequired: true } {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}
