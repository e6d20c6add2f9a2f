import { Command } from '@nestjs/cqrs';
import type { InvitationSource } from '@standl/contracts';
import type { Invitation } from '../domain/invitation.entity.js';

export interface InvitationEntry {
  email: string;
  name?: string | null;
  notes?: string | null;
}

export interface AddedInvitations {
  added: Invitation[];
  /** Already on the year's list. */
  skipped: number;
}

/** Puts addresses on a year's invitation list; `single` refuses one already there (409). */
export class AddInvitationsCommand extends Command<AddedInvitations> {
  constructor(
    readonly marketYear: number,
    readonly entries: InvitationEntry[],
    readonly source: InvitationSource,
    readonly single: boolean,
    readonly actor: string,
  ) {
    super();
  }
}

export class DeleteInvitationCommand extends Command<void> {
  constructor(
    readonly invitationId: number,
    readonly actor: string,
  ) {
    super();
  }
}

/** Which invitations a send goes to. */
export type InvitationSelection =
  | { kind: 'pending-of-year'; marketYear: number }
  | { kind: 'ids'; invitationIds: number[] }
  | { kind: 'emails'; marketYear: number; emails: string[] };

/** Mails the invitation (subject and content from the form) with each personal link. */
export class SendInvitationsCommand extends Command<{ sentCount: number; batchId: string }> {
  constructor(
    readonly selection: InvitationSelection,
    readonly subject: string,
    readonly content: string,
    readonly actor: string,
  ) {
    super();
  }
}

/** Puts CSV recipients on a year's list and invites them at once, in one transaction. */
export class InviteRecipientsCommand extends Command<{ sentCount: number; batchId: string }> {
  constructor(
    readonly marketYear: number,
    readonly entries: InvitationEntry[],
    readonly subject: string,
    readonly content: string,
    readonly actor: string,
  ) {
    super();
  }
}

/** Invites for next year every vendor of this season who took part and is not blocked. */
export class PrepareNextYearInvitationsCommand extends Command<{ added: number; year: number }> {
  constructor(
    readonly currentYear: number,
    readonly actor: string,
  ) {
    super();
  }
}
