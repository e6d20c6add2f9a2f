import { DomainEvent } from '../../shared/events/domain-event.js';

export class DepositPaidEvent extends DomainEvent<{
  paymentId: string;
  checkoutId: string | null;
  amount: number;
  boothReserved: boolean;
  needsRefund: boolean;
}> {
  static readonly TYPE = 'payments.deposit-paid.v1';
  readonly type = DepositPaidEvent.TYPE;
  readonly aggregateType = 'vendor';
}
