import { DomainEvent } from '../../shared/events/domain-event.js';

export class VendorBillingUpdatedEvent extends DomainEvent<{ billingCountry: string }> {
  static readonly TYPE = 'registration.vendor-billing-updated.v1';
  readonly type = VendorBillingUpdatedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
