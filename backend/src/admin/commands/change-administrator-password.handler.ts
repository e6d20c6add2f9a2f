import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { AdministratorPasswordChangedEvent } from '../domain/administrator-password-changed.event.js';
import { Administrator } from '../domain/administrator.entity.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { passwordProblem } from '../domain/password-policy.js';
import { ChangeAdministratorPasswordCommand } from './change-administrator-password.command.js';

@CommandHandler(ChangeAdministratorPasswordCommand)
export class ChangeAdministratorPasswordHandler implements ICommandHandler<ChangeAdministratorPasswordCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(command: ChangeAdministratorPasswordCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const admin = await em.findOneOrFail(Administrator, { id: command.administratorId });
      if (!(await verifyPassword(admin.passwordHash, command.currentPassword))) {
        throw new DomainError(ADMIN_MESSAGES.currentPasswordWrong);
      }
      if (command.newPassword === command.currentPassword) {
        throw new DomainError(ADMIN_MESSAGES.newPasswordUnchanged);
      }
      const problem = passwordProblem(command.newPassword, admin);
      if (problem) throw new DomainError(problem);
      admin.passwordHash = await hashPassword(command.newPassword);
      admin.mustChangePassword = false;
      const revokedSessions = await em.nativeUpdate(
        AdminSession,
        { administratorId: admin.id, revokedAt: null, id: { $ne: command.sessionId } },
        { revokedAt: this.clock.now() },
      );
      record(
        new AdministratorPasswordChangedEvent(String(admin.id), { revokedSessions, via: 'change' }),
      );
    }, `admin:${command.administratorId}`);
  }
}
