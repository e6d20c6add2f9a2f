import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * Why a hold ended: it ran out; the vendor picked or paid for another stall ('replaced'); the
 * organiser assigned another one ('assigned'); the vendor chose cash ('given-up'); or the
 * vendor was rejected, deleted or withdrew the registration; or the waiting list's offer it was
 * held for ended ('offer-ended': declined, expired, withdrawn).
 */
export type HoldReleaseReason =
  | 'expired'
  | 'replaced'
  | 'assigned'
  | 'given-up'
  | 'vendor-rejected'
  | 'vendor-deleted'
  | 'vendor-withdrew'
  | 'offer-ended';

export class BoothHoldReleasedEvent extends DomainEvent<{
  boothNumber: string;
  vendorId: string;
  reason: HoldReleaseReason;
}> {
  static readonly TYPE = 'booths.booth-hold-released.v1';
  readonly type = BoothHoldReleasedEvent.TYPE;
  readonly aggregateType = 'booth';
}
