import { Command } from '@nestjs/cqrs';

export interface AdminLogin {
  token: string;
  username: string;
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
