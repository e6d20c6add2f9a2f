import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  WAITLIST_ENTRY_STATES,
  WAITLIST_MESSAGES,
  type WaitlistEntryState,
  type WaitlistRemovalReason,
} from '@standl/contracts';
import { ConflictError } from '../../shared/errors/domain-error.js';

/** Entries still on the list: waiting for an offer, or with one open. */
export const ACTIVE_ENTRY_STATES = ['waiting', 'offered'] as const satisfies WaitlistEntryState[];

/**
 * A vendor's place on one area's waiting list (docs/decisions.md 256). At most one active entry
 * per vendor (a partial unique index); `position` orders an area's list, gaps allowed.
 */
@Entity({ tableName: 'waitlist_entry' })
@Index({ properties: ['areaId', 'position'] })
export class WaitlistEntry {
  [OptionalProps]?: 'state' | 'removedReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property()
  areaId!: number;

  @Property()
  position!: number;

  @Enum({ items: () => WAITLIST_ENTRY_STATES, default: 'waiting' })
  state: WaitlistEntryState = 'waiting';

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'string', length: 40, nullable: true })
  removedReason: WaitlistRemovalReason | null = null;

  isActive(): boolean {
    return (ACTIVE_ENTRY_STATES as readonly string[]).includes(this.state);
  }

  /** A stall is offered: only a waiting entry gets one, one at a time. */
  offer(now: Date): void {
    if (this.state !== 'waiting') throw new ConflictError(WAITLIST_MESSAGES.entryHasOffer);
    this.state = 'offered';
    this.updatedAt = now;
  }

  /** The offer ended with this answer (or ran out): the entry leaves the list. */
  answer(outcome: 'accepted' | 'declined' | 'expired', now: Date): void {
    this.state = outcome;
    this.updatedAt = now;
  }

  /** Leaves the list without an answer; false when it was not on it any more. */
  remove(reason: WaitlistRemovalReason, now: Date): boolean {
    if (!this.isActive()) return false;
    this.state = 'removed';
    this.removedReason = reason;
    this.updatedAt = now;
    return true;
  }
}
