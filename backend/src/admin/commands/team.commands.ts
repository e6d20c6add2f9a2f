import { Command } from '@nestjs/cqrs';
import type { AdminRole } from '@standl/contracts';
import type { TeamAccount } from '../domain/team-account.js';

/** Invites a member by e-mail: an account without a password and a 72-hour link. */
export class InviteAccountCommand extends Command<TeamAccount> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly role: AdminRole,
  ) {
    super();
  }
}

export interface CreatedAccount {
  account: TeamAccount;
  oneTimePassword: string;
}

/** Creates an account with a one-time password the member must replace at first sign-in. */
export class CreateAccountCommand extends Command<CreatedAccount> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly role: AdminRole,
    readonly username: string | undefined,
  ) {
    super();
  }
}

/** A new invitation link for an account that has not accepted; the old link stops working. */
export class ResendInvitationCommand extends Command<TeamAccount> {
  constructor(readonly accountId: number) {
    super();
  }
}

export interface AccountUpdate {
  name?: string;
  role?: AdminRole;
  active?: boolean;
}

/** Renames, changes the role of, or (de)activates an account; `actorId` is the organiser. */
export class UpdateAccountCommand extends Command<TeamAccount> {
  constructor(
    readonly actorId: number,
    readonly accountId: number,
    readonly update: AccountUpdate,
  ) {
    super();
  }
}

export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly accountId: number,
  ) {
    super();
  }
}

/** Turns an account's second factor off (a lost phone); its sessions end. */
export class ResetSecondFactorCommand extends Command<TeamAccount> {
  constructor(readonly accountId: number) {
    super();
  }
}

export class SetTeamPolicyCommand extends Command<{ requireSecondFactor: boolean }> {
  constructor(readonly requireSecondFactor: boolean) {
    super();
  }
}
