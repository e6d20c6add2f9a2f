import { DomainEvent } from '../../shared/events/domain-event.js';

export class VendorDepositPaidEvent extends DomainEvent<{ amount: number; approved: boolean }> {
  static readonly TYPE = 'registration.vendor-deposit-paid.v1';
  readonly type = VendorDepositPaidEvent.TYPE;
  readonly aggregateType = 'vendor';
}
