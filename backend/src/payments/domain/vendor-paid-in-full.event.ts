import { DomainEvent } from '../../shared/events/domain-event.js';

/** The vendor's paid amount reached the stall fee: the invoice is due (docs/decisions.md 73). */
export class VendorPaidInFullEvent extends DomainEvent<{
  totalAmount: number;
  paidAmount: number;
}> {
  static readonly TYPE = 'payments.vendor-paid-in-full.v1';
  readonly type = VendorPaidInFullEvent.TYPE;
  readonly aggregateType = 'vendor';
}
