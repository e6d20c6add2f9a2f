import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { MarkVendorMessagesReadCommand } from './mark-vendor-messages-read.command.js';

/** Reading is not a business event: no domain event, just the timestamp. */
@CommandHandler(MarkVendorMessagesReadCommand)
export class MarkVendorMessagesReadHandler implements ICommandHandler<MarkVendorMessagesReadCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId }: MarkVendorMessagesReadCommand): Promise<number> {
    return this.em.nativeUpdate(
      VendorMessage,
      { vendorId, readAt: null },
      { readAt: this.clock.now() },
    );
  }
}
