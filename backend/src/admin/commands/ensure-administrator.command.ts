import { Command } from '@nestjs/cqrs';

export interface EnsureAdministratorResult {
  username: string;
  outcome: 'created' | 'password-reset' | 'unchanged' | 'none';
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/**
 * Start-up rule of docs/decisions.md 187: with ADMIN_USERNAME/ADMIN_PASSWORD, create that
 * administrator or reset its password; without them, create `admin` with a random password on an
 * empty database.
 */
export class EnsureAdministratorCommand extends Command<EnsureAdministratorResult> {
  constructor(
    readonly username: string | undefined,
    readonly password: string | undefined,
  ) {
    super();
  }
}
