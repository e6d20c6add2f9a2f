import { DomainEvent } from '../../shared/events/domain-event.js';

export class VendorBoothSelectedEvent extends DomainEvent<{
  boothId: number;
  boothNumber: string;
  requiresPayment: boolean;
}> {
  static readonly TYPE = 'registration.vendor-booth-selected.v1';
  readonly type = VendorBoothSelectedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
