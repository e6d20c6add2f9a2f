import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const JOB_RETRY_STATES = ['pending', 'done', 'failed', 'discarded'] as const;
export type JobRetryState = (typeof JOB_RETRY_STATES)[number];

/**
 * A scheduled job whose run failed, to be run again with backoff by the background work queue
 * (at most one open retry per job). Done when a run of the job succeeds, failed after the last
 * attempt: then the organiser sees it among the background tasks.
 */
@Entity({ tableName: 'job_retry' })
@Index({ properties: ['state', 'nextAttemptAt'] })
export class JobRetry {
  [OptionalProps]?: 'state' | 'attempts' | 'lastError' | 'doneAt' | 'lockedUntil' | 'lockedBy';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 100 })
  name!: string;

  @Enum({ items: () => JOB_RETRY_STATES, default: 'pending' })
  state: JobRetryState = 'pending';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

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
