import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindVendorIdsByEmailQuery } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { AccessCodeReminderSentEvent } from '../domain/access-code-reminder-sent.event.js';
import { VendorMails } from '../reactions/vendor-mails.js';
import { SendAccessCodeReminderCommand } from './send-access-code-reminder.command.js';

/** At most one reminder per vendor in this many minutes, however often it is asked for. */
export const REMINDER_INTERVAL_MINUTES = 10;

@CommandHandler(SendAccessCodeReminderCommand)
export class SendAccessCodeReminderHandler implements ICommandHandler<SendAccessCodeReminderCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly mails: VendorMails,
    private readonly clock: Clock,
  ) {}

  execute({ email }: SendAccessCodeReminderCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendorIds = await this.queryBus.execute(new FindVendorIdsByEmailQuery(email));
      const slot = Math.floor(this.clock.now().getTime() / (REMINDER_INTERVAL_MINUTES * 60_000));
      for (const vendorId of vendorIds) {
        const queued = await this.mails.sendTo(em, vendorId, 'access-code-reminder', {
          cause: AccessCodeReminderSentEvent.TYPE,
          dedupeKey: `access-code-reminder:${vendorId}:${slot}`,
        });
        if (queued) record(new AccessCodeReminderSentEvent(vendorId, {}));
      }
    }, 'vendor');
  }
}
