import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothHoldReleasedEvent extends DomainEvent<{
  boothNumber: string;
  vendorId: string;
  reason: 'expired' | 'replaced' | 'given-up';
}> {
  static readonly TYPE = 'booths.booth-hold-released.v1';
  readonly type = BoothHoldReleasedEvent.TYPE;
  readonly aggregateType = 'booth';
}
