import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { accountLinkToken } from '../domain/account-link.js';
import { issueAccountLink, openAccountLink } from '../domain/account-links.js';
import {
  AdminAccountToken,
  type AccountTokenPurpose,
} from '../domain/admin-account-token.entity.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { AdministratorPasswordChangedEvent } from '../domain/administrator-password-changed.event.js';
import { Administrator } from '../domain/administrator.entity.js';
import { hashPassword } from '../domain/password.js';
import { passwordProblem } from '../domain/password-policy.js';
import { normalisedEmail } from '../domain/team-account.js';
import { InvitationAcceptedEvent, PasswordResetRequestedEvent } from '../domain/team.events.js';
import {
  AcceptInvitationCommand,
  ConfirmPasswordResetCommand,
  RequestPasswordResetCommand,
} from './account-link.commands.js';

function assertPolicy(password: string, account: Administrator): void {
  const problem = passwordProblem(password, account);
  if (problem) throw new DomainError(problem);
}

/**
 * Spends a one-time link on the password it sets (the policy checked first); answers the
 * account, which is the one acting.
 */
async function setPasswordByLink(
  em: EntityManager,
  secret: string,
  purpose: AccountTokenPurpose,
  token: string,
  password: string,
  now: Date,
): Promise<Administrator> {
  const { link, account } = await openAccountLink(em, secret, purpose, token, now, true);
  assertPolicy(password, account);
  account.passwordHash = await hashPassword(password);
  account.mustChangePassword = false;
  link.usedAt = now;
  return account;
}

@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ token, password }: AcceptInvitationCommand): Promise<{ username: string }> {
    return this.transaction.run(async ({ em, record, actAs }) => {
      const now = this.clock.now();
      const account = await setPasswordByLink(
        em,
        this.config.jwtSecret,
        'invitation',
        token,
        password,
        now,
      );
      actAs({ accountId: account.id, name: account.name });
      await em.flush();
      record(new InvitationAcceptedEvent(String(account.id), { username: account.username }));
      return { username: account.username };
    }, 'system');
  }
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The same statements and the same signing whether or not the address has an account, so the
   * answer's time tells nothing (docs/decisions.md 212).
   */
  execute({ email }: RequestPasswordResetCommand): Promise<void> {
    const address = normalisedEmail(email);
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      const account = await em.findOne(Administrator, { email: address });
      if (!account || account.state !== 'active') {
        await em.nativeUpdate(
          AdminAccountToken,
          { administratorId: -1, purpose: 'password-reset', usedAt: null },
          { usedAt: now },
        );
        accountLinkToken(this.config.jwtSecret, 'password-reset', randomUUID());
        return;
      }
      const link = await issueAccountLink(em, account.id, 'password-reset', now);
      accountLinkToken(this.config.jwtSecret, 'password-reset', link.id);
      record(
        new PasswordResetRequestedEvent(String(account.id), {
          username: account.username,
          name: account.name,
          email: address,
          tokenId: link.id,
          expiresAt: link.expiresAt.toISOString(),
        }),
      );
    }, 'system');
  }
}

@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ token, password }: ConfirmPasswordResetCommand): Promise<void> {
    return this.transaction.run(async ({ em, record, actAs }) => {
      const now = this.clock.now();
      const account = await setPasswordByLink(
        em,
        this.config.jwtSecret,
        'password-reset',
        token,
        password,
        now,
      );
      actAs({ accountId: account.id, name: account.name });
      // Whoever knew the old password is signed out everywhere.
      const revokedSessions = await em.nativeUpdate(
        AdminSession,
        { administratorId: account.id, revokedAt: null },
        { revokedAt: now },
      );
      await em.flush();
      record(
        new AdministratorPasswordChangedEvent(String(account.id), {
          revokedSessions,
          via: 'reset',
        }),
      );
    }, 'system');
  }
}
