import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { AdministratorCreatedEvent } from '../domain/administrator-created.event.js';
import { Administrator } from '../domain/administrator.entity.js';
import { AdministratorPasswordResetEvent } from '../domain/administrator-password-reset.event.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import {
  EnsureAdministratorCommand,
  type EnsureAdministratorResult,
} from './ensure-administrator.command.js';

const DEFAULT_USERNAME = 'admin';
const SOURCE = 'environment';

@CommandHandler(EnsureAdministratorCommand)
export class EnsureAdministratorHandler implements ICommandHandler<EnsureAdministratorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ username, password }: EnsureAdministratorCommand): Promise<EnsureAdministratorResult> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'seed:administrator');
      if (username && password) {
        const existing = await em.findOne(Administrator, { username });
        if (!existing) {
          const admin = em.create(Administrator, {
            username,
            passwordHash: await hashPassword(password),
            createdAt: this.clock.now(),
          });
          await em.flush();
          record(new AdministratorCreatedEvent(String(admin.id), { username, source: SOURCE }));
          return { username, outcome: 'created' };
        }
        if (await verifyPassword(existing.passwordHash, password)) {
          return { username, outcome: 'unchanged' };
        }
        existing.passwordHash = await hashPassword(password);
        // A reset usually means the old password is no longer trusted: sign everybody out.
        await em.nativeUpdate(
          AdminSession,
          { administratorId: existing.id, revokedAt: null },
          { revokedAt: this.clock.now() },
        );
        record(
          new AdministratorPasswordResetEvent(String(existing.id), { username, source: SOURCE }),
        );
        return { username, outcome: 'password-reset' };
      }

      if (await em.count(Administrator)) return { username: '', outcome: 'none' };
      const generatedPassword = randomBytes(12).toString('base64url');
      const name = username ?? DEFAULT_USERNAME;
      const admin = em.create(Administrator, {
        username: name,
        passwordHash: await hashPassword(generatedPassword),
        createdAt: this.clock.now(),
      });
      await em.flush();
      record(
        new AdministratorCreatedEvent(String(admin.id), { username: name, source: 'generated' }),
      );
      return { username: name, outcome: 'created', generatedPassword };
    }, 'system');
  }
}
