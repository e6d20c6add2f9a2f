import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothHeldEvent extends DomainEvent<{
  boothNumber: string;
  vendorId: string;
  expiresAt: string;
}> {
  static readonly TYPE = 'booths.booth-held.v1';
  readonly type = BoothHeldEvent.TYPE;
  readonly aggregateType = 'booth';
}
