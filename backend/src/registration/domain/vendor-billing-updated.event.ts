import { DomainEvent } from '../../shared/events/domain-event.js';

/** The billing address was saved, by the vendor or by the organiser (missing on older events). */
export class VendorBillingUpdatedEvent extends DomainEvent<{
  billingCountry: string;
  by?: 'vendor' | 'organiser';
}> {
  static readonly TYPE = 'registration.vendor-billing-updated.v1';
  readonly type = VendorBillingUpdatedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
