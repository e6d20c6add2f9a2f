import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const REACTION_STATES = ['pending', 'done', 'failed', 'discarded'] as const;
export type ReactionState = (typeof REACTION_STATES)[number];

/**
 * One consumer's reaction to one stored domain event (docs/decisions.md 55). Written in the
 * transaction that stores the event, so a reaction can neither be lost nor run for an event that
 * was rolled back; drained by the ReactionWorker with `FOR UPDATE SKIP LOCKED`.
 */
@Entity({ tableName: 'event_reaction' })
@Unique({ properties: ['consumer', 'eventId'] })
@Index({ properties: ['state', 'nextAttemptAt'] })
@Index({ properties: ['consumer', 'aggregateType', 'aggregateId', 'eventId'] })
export class EventReaction {
  [OptionalProps]?: 'state' | 'attempts' | 'lastError' | 'doneAt' | 'lockedUntil' | 'lockedBy';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 100 })
  consumer!: string;

  @Property({ type: 'bigint' })
  eventId!: string;

  @Property({ length: 100 })
  eventType!: string;

  @Property({ length: 50 })
  aggregateType!: string;

  @Property({ length: 64 })
  aggregateId!: string;

  @Enum({ items: () => REACTION_STATES, default: 'pending' })
  state: ReactionState = 'pending';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  /** Claimed by a worker until then (a lease); null when nobody works on it. */
  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  /** The worker (process) that holds the lease, to hand back what a broken connection left. */
  @Property({ length: 64, nullable: true })
  lockedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  doneAt: Date | null = null;
}
