import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * One run of a scheduled job (issue 15): what the organiser's jobs page shows. A job that acts
 * once per season stores the season it did; the database lets it succeed only once per season.
 */
@Entity({ tableName: 'job_run' })
@Index({ properties: ['name', 'startedAt'] })
export class JobRun {
  [OptionalProps]?: 'season' | 'finishedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 100 })
  name!: string;

  /** The market year a once-per-season job acted for; null for other jobs. */
  @Property({ type: 'integer', nullable: true })
  season: number | null = null;

  /** 'schedule', or the organiser's user name when started by hand. */
  @Property({ length: 100 })
  triggeredBy!: string;

  @Enum({ items: () => JOB_RUN_STATUSES })
  status!: JobRunStatus;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}
