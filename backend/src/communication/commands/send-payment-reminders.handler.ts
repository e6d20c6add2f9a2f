import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetVendorMailDataQuery } from '../../registration/index.js';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { PaymentReminderSentEvent } from '../domain/payment-reminder-sent.event.js';
import { VendorMails } from '../reactions/vendor-mails.js';
import {
  type PaymentRemindersSent,
  SendPaymentRemindersCommand,
} from './send-payment-reminders.command.js';

/** Set up, or past it: the vendors the remaining fee is due from. */
const SET_UP = new Set<string>(['aufgebaut', 'paid', 'checked_in']);

@CommandHandler(SendPaymentRemindersCommand)
export class SendPaymentRemindersHandler implements ICommandHandler<SendPaymentRemindersCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly mails: VendorMails,
    private readonly clock: Clock,
  ) {}

  execute({ actor }: SendPaymentRemindersCommand): Promise<PaymentRemindersSent> {
    return this.transaction.run(async ({ em, record }) => {
      const vendors = await this.queryBus.execute(new GetVendorMailDataQuery(null));
      const day = viennaDate(this.clock.now());
      let sentCount = 0;
      let skippedPaidCount = 0;
      for (const vendor of vendors.values()) {
        if (vendor.isBlocked || !SET_UP.has(vendor.status)) continue;
        if (vendor.openAmount <= 0) {
          skippedPaidCount += 1;
          continue;
        }
        if (vendor.status !== 'aufgebaut') continue;
        const queued = await this.mails.sendTo(em, vendor, 'payment-reminder', {
          cause: PaymentReminderSentEvent.TYPE,
          dedupeKey: `payment-reminder:${vendor.id}:${day}`,
          automatic: false,
        });
        if (!queued) continue;
        sentCount += 1;
        record(new PaymentReminderSentEvent(vendor.id, { openAmount: vendor.openAmount }));
      }
      return { sentCount, skippedPaidCount };
    }, actor);
  }
}
