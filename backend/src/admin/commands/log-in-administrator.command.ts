import type { AdminRole } from '@standl/contracts';
import { Command } from '@nestjs/cqrs';

export interface AdminLogin {
  token: string;
  username: string;
  name: string;
  role: AdminRole;
  expiresAt: Date;
}

/** Checks username and password and opens a session of 12 hours; null when they are wrong. */
export class LogInAdministratorCommand extends Command<AdminLogin | null> {
  constructor(
    readonly username: string,
    readonly password: string,
  ) {
    super();
  }
}
