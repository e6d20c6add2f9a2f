import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { Vendor } from '../domain/vendor.entity.js';
import { EndVendorSessionsCommand } from './end-vendor-sessions.command.js';

/** A sign-out is no business fact for the organiser, so it records no domain event. */
@CommandHandler(EndVendorSessionsCommand)
export class EndVendorSessionsHandler implements ICommandHandler<EndVendorSessionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId }: EndVendorSessionsCommand): Promise<void> {
    await this.em.nativeUpdate(Vendor, { id: vendorId }, { sessionsEndedAt: this.clock.now() });
  }
}
