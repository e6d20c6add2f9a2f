import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothOccupiedEvent extends DomainEvent<{
  boothNumber: string;
  vendorId: string;
  assignedBy: string;
  previousBoothNumber: string | null;
}> {
  static readonly TYPE = 'booths.booth-occupied.v1';
  readonly type = BoothOccupiedEvent.TYPE;
  readonly aggregateType = 'booth';
}
