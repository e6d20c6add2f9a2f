import { Command } from '@nestjs/cqrs';

/** Sets the invited member's first password through the invitation link. */
export class AcceptInvitationCommand extends Command<{ username: string }> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}

/**
 * Sends a reset link to the active account with this e-mail, if there is one; answers nothing
 * either way (no account probing).
 */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/** Sets a new password through a reset link; every session of the account ends. */
export class ConfirmPasswordResetCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
