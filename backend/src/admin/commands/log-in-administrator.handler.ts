import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { JwtService } from '@nestjs/jwt';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import {
  type Attempt,
  AttemptLimiter,
  type AttemptRule,
} from '../../shared/rate-limit/attempt-limiter.js';
import { ADMIN_SESSION_HOURS, type AdminTokenPayload } from '../auth/admin-token.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { AdministratorLoggedInEvent } from '../domain/administrator-logged-in.event.js';
import { Administrator } from '../domain/administrator.entity.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import {
  decryptTotpSecret,
  looksLikeRecoveryCode,
  matchingTotpStep,
  recoveryCodeHash,
} from '../domain/second-factor.js';
import { normalisedEmail } from '../domain/team-account.js';
import { RecoveryCodeUsedEvent } from '../domain/team.events.js';
import {
  type AdminLoginOutcome,
  LogInAdministratorCommand,
} from './log-in-administrator.command.js';

/** Verified against when the username is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

/**
 * Ten failures on one account in 15 minutes, from any number of addresses, then 429 for that
 * account (docs/decisions.md 215); on top of the per-address rule of the controller.
 */
export const ADMIN_ACCOUNT_ATTEMPTS: AttemptRule = {
  name: 'admin-login-account',
  maxFailures: 10,
  windowMs: 15 * 60_000,
};

@CommandHandler(LogInAdministratorCommand)
export class LogInAdministratorHandler implements ICommandHandler<LogInAdministratorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly attempts: AttemptLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: LogInAdministratorCommand): Promise<AdminLoginOutcome> {
    const name = command.username.trim();
    const known = await this.em
      .fork()
      .findOne(
        Administrator,
        name.includes('@')
          ? { $or: [{ username: name }, { email: normalisedEmail(name) }] }
          : { username: name },
        { fields: ['id'] },
      );
    let attempt: Attempt | undefined;
    if (known) {
      const begun = await this.attempts.begin(ADMIN_ACCOUNT_ATTEMPTS, String(known.id));
      if ('lockedUntil' in begun) return { outcome: 'locked' };
      attempt = begun;
    }
    const result = await this.logIn(known?.id ?? null, command).catch(async (error: unknown) => {
      await attempt?.abandoned().catch(() => undefined);
      throw error;
    });
    if (result.outcome === 'signed-in' || result.outcome === 'second-factor-required') {
      await attempt?.succeeded();
    }
    return result;
  }

  private logIn(
    accountId: number | null,
    { username, password, code }: LogInAdministratorCommand,
  ): Promise<AdminLoginOutcome> {
    return this.transaction.run(async ({ em, record, actAs }) => {
      // Locked: two sign-ins with the same code cannot both pass the replay check.
      const admin =
        accountId === null
          ? null
          : await em.findOne(
              Administrator,
              { id: accountId },
              { lockMode: LockMode.PESSIMISTIC_WRITE },
            );
      const valid = await verifyPassword(
        admin?.passwordHash ?? (await UNKNOWN_USER_HASH),
        password,
      );
      if (!admin?.passwordHash || !admin.active || !valid) return { outcome: 'invalid' };
      actAs({ accountId: admin.id, name: admin.name });

      const now = this.clock.now();
      if (admin.hasSecondFactor && admin.totpSecret) {
        if (!code?.trim()) return { outcome: 'second-factor-required' };
        const given = code.trim();
        if (looksLikeRecoveryCode(given)) {
          const hash = recoveryCodeHash(given);
          if (!admin.recoveryCodeHashes.includes(hash)) return { outcome: 'second-factor-wrong' };
          admin.recoveryCodeHashes = admin.recoveryCodeHashes.filter((each) => each !== hash);
          record(
            new RecoveryCodeUsedEvent(String(admin.id), {
              username: admin.username,
              remaining: admin.recoveryCodeHashes.length,
            }),
          );
        } else {
          const secret = decryptTotpSecret(this.config.jwtSecret, admin.totpSecret);
          const step = await matchingTotpStep(secret, given, now, admin.totpLastStep);
          if (step === null) return { outcome: 'second-factor-wrong' };
          admin.totpLastStep = step;
        }
      }

      admin.lastLoginAt = now;
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_HOURS * 3_600_000);
      const session = em.create(AdminSession, {
        administratorId: admin.id,
        createdAt: now,
        expiresAt,
      });
      await em.flush();
      record(new AdministratorLoggedInEvent(String(admin.id), { sessionId: session.id }));
      const payload: AdminTokenPayload = {
        sub: admin.id,
        sid: session.id,
        username: admin.username,
      };
      const token = await this.jwt.signAsync(payload, { expiresIn: `${ADMIN_SESSION_HOURS}h` });
      return {
        outcome: 'signed-in',
        login: { token, username: admin.username, name: admin.name, role: admin.role, expiresAt },
      };
    }, username);
  }
}
