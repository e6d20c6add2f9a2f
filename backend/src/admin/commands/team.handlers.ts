import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_ROLE_LABELS, TEAM_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { issueAccountLink } from '../domain/account-links.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { Administrator } from '../domain/administrator.entity.js';
import { hashPassword } from '../domain/password.js';
import { loadTeamAccount, normalisedEmail, type TeamAccount } from '../domain/team-account.js';
import {
  type AccountChanges,
  AccountChangedEvent,
  AccountCreatedEvent,
  AccountDeactivatedEvent,
  AccountDeletedEvent,
  AccountInvitedEvent,
  AccountReactivatedEvent,
  SecondFactorDisabledEvent,
  TeamPolicyChangedEvent,
} from '../domain/team.events.js';
import { TeamPolicy } from '../domain/team-policy.entity.js';
import { AdminAccountToken } from '../domain/admin-account-token.entity.js';
import {
  CreateAccountCommand,
  type CreatedAccount,
  DeleteAccountCommand,
  InviteAccountCommand,
  ResendInvitationCommand,
  ResetSecondFactorCommand,
  SetTeamPolicyCommand,
  UpdateAccountCommand,
} from './team.commands.js';

/** Serialises the team's changes that the last-organiser rule depends on (docs/decisions.md 213). */
const TEAM_LOCK = 'team';
const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const ONE_TIME_PASSWORD_LENGTH = 16;

function oneTimePassword(): string {
  return Array.from(
    { length: ONE_TIME_PASSWORD_LENGTH },
    () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)],
  ).join('');
}

async function accountOrFail(em: EntityManager, id: number): Promise<Administrator> {
  const account = await em.findOne(Administrator, { id });
  if (!account) throw new NotFoundError(TEAM_MESSAGES.accountNotFound);
  return account;
}

/** Refuses a taken e-mail or username before the unique constraints would. */
async function assertFree(em: EntityManager, email: string, username: string): Promise<void> {
  if (await em.count(Administrator, { $or: [{ email }, { username: email }] })) {
    throw new ConflictError(TEAM_MESSAGES.emailTaken);
  }
  if (await em.count(Administrator, { $or: [{ username }, { email: username }] })) {
    throw new ConflictError(TEAM_MESSAGES.usernameTaken);
  }
}

/** Two requests racing for the same address: the loser's insert fails on the constraint. */
function takenOnRace(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException) {
    throw new ConflictError(
      /email/.test(error.message) ? TEAM_MESSAGES.emailTaken : TEAM_MESSAGES.usernameTaken,
    );
  }
  throw error;
}

async function revokeSessions(em: EntityManager, administratorId: number, now: Date) {
  return em.nativeUpdate(AdminSession, { administratorId, revokedAt: null }, { revokedAt: now });
}

/**
 * Under the team lock: the acting organiser is still one (another organiser may have demoted it
 * a moment ago), and `target` is not the last active organiser when it stops being one
 * (docs/decisions.md 213).
 */
async function assertTeamRules(
  em: EntityManager,
  actorId: number,
  target: Administrator,
  targetStaysOrganiser: boolean,
): Promise<void> {
  const actor = await em.findOne(Administrator, { id: actorId });
  if (!actor?.active || actor.role !== 'organiser') {
    throw new ForbiddenError(
      TEAM_MESSAGES.roleForbidden(ADMIN_ROLE_LABELS[actor?.role ?? 'reader']),
    );
  }
  const countsNow = target.role === 'organiser' && target.state === 'active';
  if (!countsNow || targetStaysOrganiser) return;
  const others = await em.count(Administrator, {
    role: 'organiser',
    active: true,
    passwordHash: { $ne: null },
    id: { $ne: target.id },
  });
  if (others === 0) throw new ConflictError(TEAM_MESSAGES.lastOrganiser);
}

@CommandHandler(InviteAccountCommand)
export class InviteAccountHandler implements ICommandHandler<InviteAccountCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(command: InviteAccountCommand): Promise<TeamAccount> {
    const email = normalisedEmail(command.email);
    return this.transaction
      .run(async ({ em, record }) => {
        await assertFree(em, email, email);
        const now = this.clock.now();
        const account = em.create(Administrator, {
          username: email,
          displayName: command.name.trim(),
          email,
          role: command.role,
          passwordHash: null,
          createdAt: now,
        });
        await em.flush();
        const link = await issueAccountLink(em, account.id, 'invitation', now);
        record(
          new AccountInvitedEvent(String(account.id), {
            username: account.username,
            name: account.name,
            email,
            role: account.role,
            tokenId: link.id,
            expiresAt: link.expiresAt.toISOString(),
            resent: false,
          }),
        );
        return loadTeamAccount(em, account);
      })
      .catch(takenOnRace);
  }
}

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(command: CreateAccountCommand): Promise<CreatedAccount> {
    const email = normalisedEmail(command.email);
    const username = command.username?.trim() || email;
    const password = oneTimePassword();
    return this.transaction
      .run(async ({ em, record }) => {
        await assertFree(em, email, username);
        const account = em.create(Administrator, {
          username,
          displayName: command.name.trim(),
          email,
          role: command.role,
          passwordHash: await hashPassword(password),
          mustChangePassword: true,
          createdAt: this.clock.now(),
        });
        await em.flush();
        record(
          new AccountCreatedEvent(String(account.id), {
            username,
            name: account.name,
            email,
            role: account.role,
          }),
        );
        return { account: await loadTeamAccount(em, account), oneTimePassword: password };
      })
      .catch(takenOnRace);
  }
}

@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ accountId }: ResendInvitationCommand): Promise<TeamAccount> {
    return this.transaction.run(async ({ em, record }) => {
      const account = await accountOrFail(em, accountId);
      if (account.state !== 'invited' || !account.email) {
        throw new ConflictError(TEAM_MESSAGES.invitationAlreadyAccepted);
      }
      const link = await issueAccountLink(em, account.id, 'invitation', this.clock.now());
      record(
        new AccountInvitedEvent(String(account.id), {
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
          tokenId: link.id,
          expiresAt: link.expiresAt.toISOString(),
          resent: true,
        }),
      );
      return loadTeamAccount(em, account);
    });
  }
}

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, accountId, update }: UpdateAccountCommand): Promise<TeamAccount> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, TEAM_LOCK);
      const account = await accountOrFail(em, accountId);
      const role = update.role ?? account.role;
      const active = update.active ?? account.active;
      if (!active && account.active && account.id === actorId) {
        throw new ConflictError(TEAM_MESSAGES.notYourself);
      }
      await assertTeamRules(em, actorId, account, role === 'organiser' && active);

      const now = this.clock.now();
      const changes: AccountChanges = {};
      const name = update.name?.trim();
      if (name !== undefined && name !== account.displayName) {
        changes.name = { from: account.name, to: name };
        account.displayName = name;
      }
      if (role !== account.role) {
        changes.role = { from: account.role, to: role };
        account.role = role;
      }
      const deactivated = account.active && !active;
      const reactivated = !account.active && active;
      account.active = active;
      // A new role or a switched-off account takes effect at once, not at the next sign-in.
      const revokedSessions =
        changes.role || deactivated ? await revokeSessions(em, account.id, now) : 0;
      if (changes.name || changes.role) {
        record(
          new AccountChangedEvent(String(account.id), {
            username: account.username,
            changes,
            revokedSessions: deactivated ? 0 : revokedSessions,
          }),
        );
      }
      if (deactivated) {
        record(
          new AccountDeactivatedEvent(String(account.id), {
            username: account.username,
            name: account.name,
            revokedSessions,
          }),
        );
      }
      if (reactivated) {
        record(
          new AccountReactivatedEvent(String(account.id), {
            username: account.username,
            name: account.name,
          }),
        );
      }
      await em.flush();
      return loadTeamAccount(em, account);
    });
  }
}

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ actorId, accountId }: DeleteAccountCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, TEAM_LOCK);
      const account = await accountOrFail(em, accountId);
      if (account.id === actorId) throw new ConflictError(TEAM_MESSAGES.notYourself);
      await assertTeamRules(em, actorId, account, false);
      await em.nativeDelete(AdminSession, { administratorId: account.id });
      await em.nativeDelete(AdminAccountToken, { administratorId: account.id });
      em.remove(account);
      await em.flush();
      record(
        new AccountDeletedEvent(String(accountId), {
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
        }),
      );
    });
  }
}

@CommandHandler(ResetSecondFactorCommand)
export class ResetSecondFactorHandler implements ICommandHandler<ResetSecondFactorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ accountId }: ResetSecondFactorCommand): Promise<TeamAccount> {
    return this.transaction.run(async ({ em, record }) => {
      const account = await accountOrFail(em, accountId);
      if (!account.hasSecondFactor && !account.totpSecret) {
        throw new ConflictError(TEAM_MESSAGES.secondFactorOff);
      }
      account.totpSecret = null;
      account.totpEnabledAt = null;
      account.totpLastStep = null;
      account.recoveryCodeHashes = [];
      const revokedSessions = await revokeSessions(em, account.id, this.clock.now());
      await em.flush();
      record(
        new SecondFactorDisabledEvent(String(account.id), {
          username: account.username,
          by: 'organiser',
          revokedSessions,
        }),
      );
      return loadTeamAccount(em, account);
    });
  }
}

@CommandHandler(SetTeamPolicyCommand)
export class SetTeamPolicyHandler implements ICommandHandler<SetTeamPolicyCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ requireSecondFactor }: SetTeamPolicyCommand) {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, TEAM_LOCK);
      const policy =
        (await em.findOne(TeamPolicy, { id: 1 })) ??
        em.create(TeamPolicy, { requireSecondFactor: false });
      if (policy.requireSecondFactor !== requireSecondFactor) {
        policy.requireSecondFactor = requireSecondFactor;
        policy.updatedAt = this.clock.now();
        record(new TeamPolicyChangedEvent('1', { requireSecondFactor }));
      }
      await em.flush();
      return { requireSecondFactor: policy.requireSecondFactor };
    });
  }
}
