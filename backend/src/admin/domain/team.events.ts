import type { AdminRole } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

// The team's events (issue 29, docs/decisions.md 216). None carries a secret: a link's token id
// is no secret without the server's key, and passwords, codes and TOTP secrets never appear.

// A type, not an interface: event payloads must be plain records.
type AccountFacts = {
  username: string;
  name: string;
  email: string | null;
  role: AdminRole;
};

/** An invitation link went out (again, when `resent`); the mail reaction builds the link. */
export class AccountInvitedEvent extends DomainEvent<
  AccountFacts & { tokenId: string; expiresAt: string; resent: boolean }
> {
  static readonly TYPE = 'admin.account-invited.v1';
  readonly type = AccountInvitedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

/** An organiser created an account with a one-time password (not in the event). */
export class AccountCreatedEvent extends DomainEvent<AccountFacts> {
  static readonly TYPE = 'admin.account-created.v1';
  readonly type = AccountCreatedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export type AccountChanges = {
  name?: { from: string; to: string };
  role?: { from: AdminRole; to: AdminRole };
};

/** Name or role changed; a role change ended the account's sessions. */
export class AccountChangedEvent extends DomainEvent<{
  username: string;
  changes: AccountChanges;
  revokedSessions: number;
}> {
  static readonly TYPE = 'admin.account-changed.v1';
  readonly type = AccountChangedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export class AccountDeactivatedEvent extends DomainEvent<{
  username: string;
  name: string;
  revokedSessions: number;
}> {
  static readonly TYPE = 'admin.account-deactivated.v1';
  readonly type = AccountDeactivatedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export class AccountReactivatedEvent extends DomainEvent<{ username: string; name: string }> {
  static readonly TYPE = 'admin.account-reactivated.v1';
  readonly type = AccountReactivatedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

/** The account is gone; its earlier events keep its name. */
export class AccountDeletedEvent extends DomainEvent<AccountFacts> {
  static readonly TYPE = 'admin.account-deleted.v1';
  readonly type = AccountDeletedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export class InvitationAcceptedEvent extends DomainEvent<{ username: string }> {
  static readonly TYPE = 'admin.invitation-accepted.v1';
  readonly type = InvitationAcceptedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

/** Recorded only for an existing, active account; the mail reaction builds the link. */
export class PasswordResetRequestedEvent extends DomainEvent<{
  username: string;
  name: string;
  email: string;
  tokenId: string;
  expiresAt: string;
}> {
  static readonly TYPE = 'admin.password-reset-requested.v1';
  readonly type = PasswordResetRequestedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export class SecondFactorEnabledEvent extends DomainEvent<{ username: string }> {
  static readonly TYPE = 'admin.second-factor-enabled.v1';
  readonly type = SecondFactorEnabledEvent.TYPE;
  readonly aggregateType = 'administrator';
}

/** Turned off by the account itself or reset by an organiser (lost phone). */
export class SecondFactorDisabledEvent extends DomainEvent<{
  username: string;
  by: 'self' | 'organiser';
  revokedSessions: number;
}> {
  static readonly TYPE = 'admin.second-factor-disabled.v1';
  readonly type = SecondFactorDisabledEvent.TYPE;
  readonly aggregateType = 'administrator';
}

/** A recovery code was used to sign in; `remaining` tells when new ones are due. */
export class RecoveryCodeUsedEvent extends DomainEvent<{ username: string; remaining: number }> {
  static readonly TYPE = 'admin.recovery-code-used.v1';
  readonly type = RecoveryCodeUsedEvent.TYPE;
  readonly aggregateType = 'administrator';
}

export class TeamPolicyChangedEvent extends DomainEvent<{ requireSecondFactor: boolean }> {
  static readonly TYPE = 'admin.team-policy-changed.v1';
  readonly type = TeamPolicyChangedEvent.TYPE;
  readonly aggregateType = 'team-policy';
}
