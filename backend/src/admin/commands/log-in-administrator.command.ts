import type { AdminRole } from '@standl/contracts';
import { Command } from '@nestjs/cqrs';

export interface AdminLogin {
  token: string;
  username: string;
  name: string;
  role: AdminRole;
  expiresAt: Date;
}

/**
 * What a sign-in came to: signed in; the password was right but the account's TOTP code is
 * missing; wrong (password, inactive account, unknown name); the code wrong; or the account
 * locked out after too many failures.
 */
export type AdminLoginOutcome =
  | { outcome: 'signed-in'; login: AdminLogin }
  | { outcome: 'second-factor-required' }
  | { outcome: 'invalid' }
  | { outcome: 'second-factor-wrong' }
  | { outcome: 'locked' };

/**
 * Checks username (or e-mail) and password, and the second factor where the account has one;
 * opens a session of 12 hours.
 */
export class LogInAdministratorCommand extends Command<AdminLoginOutcome> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly code?: string,
  ) {
    super();
  }
}
