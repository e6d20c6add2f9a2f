import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothLocationUpdatedEvent extends DomainEvent<{
  boothNumber: string;
  /** The new description; null when it was cleared. */
  locationDescription: string | null;
}> {
  static readonly TYPE = 'booths.booth-location-updated.v1';
  readonly type = BoothLocationUpdatedEvent.TYPE;
  readonly aggregateType = 'booth';
}
