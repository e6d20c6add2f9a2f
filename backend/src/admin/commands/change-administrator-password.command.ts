import { Command } from '@nestjs/cqrs';

/** Sets a new password after checking the current one; every other session is revoked. */
export class ChangeAdministratorPasswordCommand extends Command<void> {
  constructor(
    readonly administratorId: number,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
