import { DomainEvent } from '../../shared/events/domain-event.js';

export class PaymentStartedEvent extends DomainEvent<{
  paymentId: string;
  checkoutId: string;
  amount: number;
  boothId: number | null;
}> {
  static readonly TYPE = 'payments.payment-started.v1';
  readonly type = PaymentStartedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
