import { DomainEvent } from '../../shared/events/domain-event.js';

/** The vendor will pay on site: the wished stall goes to the organiser instead of being held. */
export class VendorChoseCashDepositEvent extends DomainEvent<{ wishedBoothId: number | null }> {
  static readonly TYPE = 'registration.vendor-chose-cash-deposit.v1';
  readonly type = VendorChoseCashDepositEvent.TYPE;
  readonly aggregateType = 'vendor';
}
