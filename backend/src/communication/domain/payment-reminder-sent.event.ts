import { DomainEvent } from '../../shared/events/domain-event.js';

/** The organiser's 'Zahlungserinnerung' went to a vendor with an open amount (cents). */
export class PaymentReminderSentEvent extends DomainEvent<{ openAmount: number }> {
  static readonly TYPE = 'communication.payment-reminder-sent.v1';
  readonly type = PaymentReminderSentEvent.TYPE;
  readonly aggregateType = 'vendor';
}
