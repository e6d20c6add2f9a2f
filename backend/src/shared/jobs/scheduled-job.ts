import { SetMetadata } from '@nestjs/common';

/** What the organiser's jobs page says about a job (German). */
export interface ScheduledJobInfo {
  /** Stable name: the `@Cron` name and the `job_run.name` of its runs. */
  name: string;
  label: string;
  /** When it runs, in words ('alle 10 Minuten'). */
  schedule: string;
}

export const SCHEDULED_JOB = Symbol('scheduled-job');

/**
 * A provider with a `@Cron({ name })` method that the jobs page lists. It may implement
 * {@link NextRunAware} when its next real run is later than the next tick of its schedule.
 */
export function ScheduledJob(info: ScheduledJobInfo): ClassDecorator {
  return SetMetadata(SCHEDULED_JOB, info);
}

/** A job's schedule as its next run is computed from. */
export interface JobSchedule {
  /** The next tick from now (null: the job is not scheduled in this instance). */
  nextTick: Date | null;
  /** The first tick at or after `moment`: when a job due at `moment` really runs. */
  firstTickFrom(moment: Date): Date | null;
}

export interface NextRunAware {
  /**
   * When the job will next do something, given its schedule (null: nothing left to do, e.g. a
   * once-per-season job that is done for this season).
   */
  nextRunAt(schedule: JobSchedule): Promise<Date | null>;
}

/** Every scheduled job can be run now, by the organiser or to retry a failed scheduled run. */
export interface RunnableJob {
  run(triggeredBy: string): Promise<unknown>;
}
