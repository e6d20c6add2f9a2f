import { DomainEvent } from '../../shared/events/domain-event.js';

export class PaymentFailedEvent extends DomainEvent<{
  paymentId: string;
  status: 'failed' | 'expired';
}> {
  static readonly TYPE = 'payments.payment-failed.v1';
  readonly type = PaymentFailedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
