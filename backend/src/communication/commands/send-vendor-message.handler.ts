import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorMessageSentEvent } from '../domain/vendor-message-sent.event.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { SendVendorMessageCommand } from './send-vendor-message.command.js';

/** The same text from the same vendor within this time is one message. */
const REPEAT_WINDOW_MS = 60_000;

@CommandHandler(SendVendorMessageCommand)
export class SendVendorMessageHandler implements ICommandHandler<SendVendorMessageCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, message }: SendVendorMessageCommand): Promise<VendorMessage> {
    return this.transaction.run(async ({ em, record }) => {
      // A double click sends the same text twice within moments: store and notify it once.
      await lockForTransaction(em, `vendor-message:${vendorId}`);
      const now = this.clock.now();
      const repeated = await em.findOne(
        VendorMessage,
        { vendorId, message, createdAt: { $gte: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
        { orderBy: { id: 'desc' } },
      );
      if (repeated) return repeated;
      const stored = em.create(VendorMessage, { vendorId, message, createdAt: now });
      await em.flush();
      record(
        new VendorMessageSentEvent(vendorId, { messageId: stored.id, length: message.length }),
      );
      return stored;
    }, 'vendor');
  }
}
