import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorMessageSentEvent } from '../domain/vendor-message-sent.event.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { SendVendorMessageCommand } from './send-vendor-message.command.js';

@CommandHandler(SendVendorMessageCommand)
export class SendVendorMessageHandler implements ICommandHandler<SendVendorMessageCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, message }: SendVendorMessageCommand): Promise<VendorMessage> {
    return this.transaction.run(async ({ em, record }) => {
      const stored = em.create(VendorMessage, { vendorId, message, createdAt: this.clock.now() });
      await em.flush();
      record(
        new VendorMessageSentEvent(vendorId, { messageId: stored.id, length: message.length }),
      );
      return stored;
    }, 'vendor');
  }
}
