import { JwtService } from '@nestjs/jwt';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ADMIN_SESSION_HOURS, type AdminTokenPayload } from '../auth/admin-token.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { AdministratorLoggedInEvent } from '../domain/administrator-logged-in.event.js';
import { Administrator } from '../domain/administrator.entity.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { type AdminLogin, LogInAdministratorCommand } from './log-in-administrator.command.js';

/** Verified against when the username is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

@CommandHandler(LogInAdministratorCommand)
export class LogInAdministratorHandler implements ICommandHandler<LogInAdministratorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  execute({ username, password }: LogInAdministratorCommand): Promise<AdminLogin | null> {
    return this.transaction.run(async ({ em, record }) => {
      const admin = await em.findOne(Administrator, { username });
      const valid = await verifyPassword(
        admin?.passwordHash ?? (await UNKNOWN_USER_HASH),
        password,
      );
      if (!admin?.passwordHash || !admin.active || !valid) return null;

      const now = this.clock.now();
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
      return { token, username: admin.username, name: admin.name, role: admin.role, expiresAt };
    }, username);
  }
}
