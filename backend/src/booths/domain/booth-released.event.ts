import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothReleasedEvent extends DomainEvent<{
  boothNumber: string;
  /** The vendor who had it; null for a stall reserved by name. */
  vendorId: string | null;
  reason:
    'released-by-admin' | 'reassigned' | 'vendor-rejected' | 'vendor-deleted' | 'vendor-withdrew';
}> {
  static readonly TYPE = 'booths.booth-released.v1';
  readonly type = BoothReleasedEvent.TYPE;
  readonly aggregateType = 'booth';
}
