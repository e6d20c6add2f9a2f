import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/core';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { ReleaseExpiredHoldsCommand } from '../commands/release-expired-holds.command.js';

/** Every minute: stalls whose 30-minute hold ran out become available again. */
@Injectable()
export class ReleaseExpiredHoldsJob {
  private readonly logger = new Logger(ReleaseExpiredHoldsJob.name);

  constructor(
    private readonly commandBus: CommandBus,
    // Read by @CreateRequestContext to give the job its own identity map.
    readonly orm: MikroORM,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'release-expired-holds' })
  @CreateRequestContext()
  async run(): Promise<void> {
    try {
      const { released } = await this.commandBus.execute(new ReleaseExpiredHoldsCommand());
      if (released > 0) this.logger.log(`Abgelaufene Reservierungen freigegeben: ${released}`);
    } catch (error) {
      this.logger.error({ err: error }, 'Freigabe abgelaufener Reservierungen fehlgeschlagen');
    }
  }
}
