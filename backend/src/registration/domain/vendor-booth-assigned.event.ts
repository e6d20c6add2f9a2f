import { DomainEvent } from '../../shared/events/domain-event.js';

export class VendorBoothAssignedEvent extends DomainEvent<{
  boothId: number;
  boothNumber: string;
  areaName: string;
  previousBoothNumber: string | null;
  /** The vendor was confirmed by this assignment (was not confirmed before). */
  confirmed: boolean;
}> {
  static readonly TYPE = 'registration.vendor-booth-assigned.v1';
  readonly type = VendorBoothAssignedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
