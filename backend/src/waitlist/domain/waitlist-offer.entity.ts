import { HttpStatus } from '@nestjs/common';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_STATES,
  type WaitlistOfferState,
} from '@standl/contracts';
import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';

/**
 * A free stall offered to the next vendor of an area's list until `expiresAt` (docs/decisions.md
 * 259); the stall is held for them meanwhile. Its id is the token id of the mail's one-time link.
 * Partial unique indexes: one open offer per stall and one per vendor.
 */
@Entity({ tableName: 'waitlist_offer' })
@Index({ properties: ['state', 'expiresAt'] })
export class WaitlistOffer {
  [OptionalProps]?: 'state' | 'answeredAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index()
  @Property({ type: 'uuid' })
  entryId!: string;

  @Index()
  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property()
  areaId!: number;

  @Property()
  boothId!: number;

  @Property({ length: 10 })
  boothNumber!: string;

  /** Cents: what the vendor pays for the stall, as held for them. */
  @Property()
  stallFee!: number;

  @Enum({ items: () => WAITLIST_OFFER_STATES, default: 'open' })
  state: WaitlistOfferState = 'open';

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  /** 'auto' for the chain, else the organiser's name. */
  @Property({ length: 100 })
  offeredBy!: string;

  /** The state as the vendor sees it: an open offer past its end is expired already. */
  stateAt(now: Date): WaitlistOfferState {
    return this.state === 'open' && this.expiresAt <= now ? 'expired' : this.state;
  }

  /** The vendor may still answer: 409 once answered or withdrawn, 410 once expired. */
  assertAnswerable(now: Date): void {
    switch (this.stateAt(now)) {
      case 'open':
        return;
      case 'accepted':
        throw new ConflictError(WAITLIST_MESSAGES.offerAccepted);
      case 'declined':
        throw new ConflictError(WAITLIST_MESSAGES.offerDeclined);
      case 'cancelled':
        throw new ConflictError(WAITLIST_MESSAGES.offerCancelled);
      case 'expired':
        throw new DomainError(WAITLIST_MESSAGES.offerExpired, HttpStatus.GONE);
    }
  }

  /** Ends an open offer; false when it had ended already (a job and an answer racing). */
  end(state: Exclude<WaitlistOfferState, 'open'>, now: Date): boolean {
    if (this.state !== 'open') return false;
    this.state = state;
    this.answeredAt = now;
    return true;
  }
}
