import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { LogOutAdministratorCommand } from './log-out-administrator.command.js';

@CommandHandler(LogOutAdministratorCommand)
export class LogOutAdministratorHandler implements ICommandHandler<LogOutAdministratorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId }: LogOutAdministratorCommand): Promise<void> {
    await this.em.nativeUpdate(
      AdminSession,
      { id: sessionId, revokedAt: null },
      { revokedAt: this.clock.now() },
    );
  }
}
