import type { WaitlistRemovalReason } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

/** Events of the waiting list; those about one vendor are the vendor's (their history shows them). */

export class WaitlistJoinedEvent extends DomainEvent<{
  entryId: string;
  areaId: number;
  areaName: string;
  /** Among the waiting, from 1, when joining. */
  position: number;
  /** The organiser who added the vendor; null when the vendor joined. */
  addedBy: string | null;
}> {
  static readonly TYPE = 'waitlist.joined.v1';
  readonly type = WaitlistJoinedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class WaitlistLeftEvent extends DomainEvent<{
  entryId: string;
  areaId: number;
  areaName: string;
  reason: WaitlistRemovalReason;
}> {
  static readonly TYPE = 'waitlist.left.v1';
  readonly type = WaitlistLeftEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The organiser put an area's list in a new order. */
export class WaitlistReorderedEvent extends DomainEvent<{ entryIds: string[] }> {
  static readonly TYPE = 'waitlist.reordered.v1';
  readonly type = WaitlistReorderedEvent.TYPE;
  readonly aggregateType = 'booth-area';
}

// A type, not an interface: event payloads are records (an interface has no index signature).
type OfferFacts = {
  offerId: string;
  entryId: string;
  areaId: number;
  areaName: string;
  boothId: number;
  boothNumber: string;
};

export class WaitlistOfferMadeEvent extends DomainEvent<
  OfferFacts & {
    /** Cents. */
    stallFee: number;
    requiresDeposit: boolean;
    expiresAt: string;
    offeredBy: string;
  }
> {
  static readonly TYPE = 'waitlist.offer-made.v1';
  readonly type = WaitlistOfferMadeEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class WaitlistOfferAcceptedEvent extends DomainEvent<
  OfferFacts & { requiresPayment: boolean }
> {
  static readonly TYPE = 'waitlist.offer-accepted.v1';
  readonly type = WaitlistOfferAcceptedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class WaitlistOfferDeclinedEvent extends DomainEvent<OfferFacts> {
  static readonly TYPE = 'waitlist.offer-declined.v1';
  readonly type = WaitlistOfferDeclinedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class WaitlistOfferExpiredEvent extends DomainEvent<OfferFacts> {
  static readonly TYPE = 'waitlist.offer-expired.v1';
  readonly type = WaitlistOfferExpiredEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The offer was withdrawn: the vendor left or was removed, or the stall's hold ended otherwise. */
export class WaitlistOfferCancelledEvent extends DomainEvent<OfferFacts> {
  static readonly TYPE = 'waitlist.offer-cancelled.v1';
  readonly type = WaitlistOfferCancelledEvent.TYPE;
  readonly aggregateType = 'vendor';
}
