import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetVendorMailDataQuery } from '../../registration/queries/get-vendor-mail-data.query.js';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { PaymentReminderSentEvent } from '../domain/payment-reminder-sent.event.js';
import { VendorMails } from '../reactions/vendor-mails.js';
import { SendPaymentRemindersCommand } from './send-payment-reminders.command.js';

@CommandHandler(SendPaymentRemindersCommand)
export class SendPaymentRemindersHandler implements ICommandHandler<SendPaymentRemindersCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly mails: VendorMails,
    private readonly clock: Clock,
  ) {}

  execute({ actor }: SendPaymentRemindersCommand): Promise<{ sentCount: number }> {
    return this.transaction.run(async ({ em, record }) => {
      const vendors = await this.queryBus.execute(new GetVendorMailDataQuery(null));
      const day = viennaDate(this.clock.now());
      let sentCount = 0;
      for (const vendor of vendors.values()) {
        if (vendor.status !== 'aufgebaut' || vendor.openAmount <= 0 || vendor.isBlocked) continue;
        const queued = await this.mails.sendTo(em, vendor, 'payment-reminder', {
          cause: PaymentReminderSentEvent.TYPE,
          dedupeKey: `payment-reminder:${vendor.id}:${day}`,
          automatic: false,
        });
        if (!queued) continue;
        sentCount += 1;
        record(new PaymentReminderSentEvent(vendor.id, { openAmount: vendor.openAmount }));
      }
      return { sentCount };
    }, actor);
  }
}
