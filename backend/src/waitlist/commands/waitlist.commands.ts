import { Command } from '@nestjs/cqrs';
import type { WaitlistRemovalReason } from '@standl/contracts';

/**
 * Takes a vendor's active entry off the list (by vendor or by entry id); an open offer is
 * withdrawn and its stall's hold released. Answers whether an entry left; a vendor not on a list
 * is no error (leaving twice is the same as once).
 */
export class RemoveFromWaitlistCommand extends Command<{ removed: boolean }> {
  constructor(
    readonly target: { vendorId: string } | { entryId: string },
    readonly reason: WaitlistRemovalReason,
    /** Who acted when no console account does ('vendor', 'system'). */
    readonly actor = 'system',
  ) {
    super();
  }
}

/** A deleted vendor's entries and offers go with them (their holds went with the stall). */
export class DeleteVendorWaitlistCommand extends Command<void> {
  constructor(readonly vendorId: string) {
    super();
  }
}

/**
 * The chain (docs/decisions.md 260): under the area's lock, settles the area's open offers whose
 * stall hold ended elsewhere, then offers each free stall not under an open offer to the next
 * waiting vendor, holding it for them until the offer ends. Answers how many offers it made.
 */
export class OfferFreeStallsCommand extends Command<{ offered: number }> {
  constructor(readonly areaId: number) {
    super();
  }
}

/** The organiser offers a free stall of the entry's area (or its first free one) now. */
export class OfferWaitlistStallCommand extends Command<{ offerId: string }> {
  constructor(
    readonly entryId: string,
    readonly boothId: number | null,
    readonly admin: string,
  ) {
    super();
  }
}

/** The organiser's new order of an area's active entries: exactly those, first = next. */
export class ReorderWaitlistCommand extends Command<void> {
  constructor(
    readonly areaId: number,
    readonly entryIds: string[],
    readonly admin: string,
  ) {
    super();
  }
}

export interface AcceptedOffer {
  offerId: string;
  vendorId: string;
  boothId: number;
  boothNumber: string;
  requiresPayment: boolean;
  holdExpiresAt: Date | null;
}

/**
 * The vendor accepts by the mail's link: the offer row is locked, so of many answers at once one
 * wins. Self-selection area: reserved when the deposit is paid, else held for the deposit as a
 * pick; otherwise the stall is assigned (docs/decisions.md 262).
 */
export class AcceptWaitlistOfferCommand extends Command<AcceptedOffer> {
  constructor(readonly token: string) {
    super();
  }
}

/** The vendor declines by the link: the stall's hold ends and the chain offers it on. */
export class DeclineWaitlistOfferCommand extends Command<{ offerId: string }> {
  constructor(readonly token: string) {
    super();
  }
}

/** Ends the open offers whose time ran out (the job): holds released, entries leave the list. */
export class ExpireWaitlistOffersCommand extends Command<{ expired: number }> {}
