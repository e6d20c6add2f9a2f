import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, RequestContext, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../clock/clock.js';
import { DomainTransaction, type TransactionScope } from '../events/domain-transaction.js';
import { JobRetry } from './job-retry.entity.js';
import { JobRun, type JobRunStatus } from './job-run.entity.js';

/** What a run did: the line the jobs page shows, and the season a once-per-season job did. */
export interface JobOutcome<T> {
  summary: string;
  season?: number | null;
  result: T;
}

/** `triggeredBy` of the runs the cron starts. */
const SCHEDULE = 'schedule';

/** `triggeredBy` of the runs that retry a failed scheduled run (JobRetryWorker). */
export const RETRY = 'retry';

/** Waits before retrying a failed scheduled run, after the 1st, 2nd, … failure; then it fails. */
export const JOB_RETRY_BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000];

export type JobRunResult<T> =
  /** Ran and recorded as succeeded. */
  | { state: 'succeeded'; run: JobRunView; result: T }
  /** Another instance (or another call here) is running the job right now: nothing was done. */
  | { state: 'busy' }
  /**
   * The job found nothing to do (e.g. already done this season), or another instance already ran
   * this minute's scheduled run: not recorded.
   */
  | { state: 'skipped' };

export interface JobRunView {
  name: string;
  season: number | null;
  triggeredBy: string;
  status: JobRunStatus;
  summary: string;
  startedAt: Date;
  finishedAt: Date | null;
}

/**
 * Runs a named job once at a time across every app instance (ARCHITECTURE "Jobs"): the job's
 * work, its domain events and its `job_run` row commit in one transaction that first takes the
 * advisory lock `job:<name>` with `pg_try_advisory_xact_lock`, so a second instance asking at
 * the same moment gets `busy` and does nothing, and one asking after the commit sees the run: a
 * scheduled run is skipped when a scheduled run of the same minute succeeded already.
 * A failed run rolls its work back and is recorded as failed with the error.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger(JobRunner.name);
  /** Jobs running in this instance and since when (shown as 'running'). */
  private readonly running = new Map<string, Date>();

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `work` under the job's lock in its own request context; `work` answers null when there
   * is nothing to do. Domain events are stored with `actor` ('system' for jobs).
   */
  run<T>(
    name: string,
    triggeredBy: string,
    work: (scope: TransactionScope) => Promise<JobOutcome<T> | null>,
    actor = 'system',
  ): Promise<JobRunResult<T>> {
    return RequestContext.create(this.orm.em, async (): Promise<JobRunResult<T>> => {
      const startedAt = this.clock.now();
      let locked = false;
      try {
        return await this.transaction.run(async (scope): Promise<JobRunResult<T>> => {
          // Plain SQL on purpose: the advisory lock decides which instance runs the job
          // (docs/decisions.md 89); the ORM has no API for it.
          const [row] = await scope.em.execute<{ locked: boolean }[]>(
            'select pg_try_advisory_xact_lock(hashtext(?)) as locked',
            [`job:${name}`],
          );
          if (!row?.locked) return { state: 'busy' };
          locked = true;
          if (triggeredBy === SCHEDULE && (await this.scheduledRunIn(name, startedAt, scope.em)))
            return { state: 'skipped' };
          this.running.set(name, startedAt);
          const outcome = await work(scope);
          if (!outcome) return { state: 'skipped' };
          const run = scope.em.create(JobRun, {
            name,
            season: outcome.season ?? null,
            triggeredBy,
            status: 'succeeded',
            summary: outcome.summary,
            startedAt,
            finishedAt: this.clock.now(),
          });
          await scope.em.flush();
          // A success closes the job's open retry, whoever started this run.
          await scope.em.nativeUpdate(
            JobRetry,
            { name, state: 'pending' },
            { state: 'done', doneAt: this.clock.now(), lockedUntil: null },
          );
          return { state: 'succeeded', run: viewOf(run), result: outcome.result };
        }, actor);
      } catch (error) {
        // The season's one success is already there (an instance that got past the lock).
        if (
          error instanceof UniqueConstraintViolationException &&
          error.message.includes('job_run_season_once_index')
        )
          return { state: 'skipped' };
        if (locked) await this.recordFailure(name, triggeredBy, startedAt, error);
        throw error;
      } finally {
        if (locked) this.running.delete(name);
      }
    });
  }

  /**
   * Whether a scheduled run of the job succeeded in the minute of `startedAt`. Every instance's
   * cron fires for the same minute (the schedules have minutes at the finest); an instance whose
   * tick comes after another's has committed must not run the job a second time.
   */
  private async scheduledRunIn(name: string, startedAt: Date, em: EntityManager): Promise<boolean> {
    const minute = Math.floor(startedAt.getTime() / 60_000) * 60_000;
    const runs = await em.count(JobRun, {
      name,
      triggeredBy: SCHEDULE,
      status: 'succeeded',
      startedAt: { $gte: new Date(minute), $lt: new Date(minute + 60_000) },
    });
    return runs > 0;
  }

  /** Whether a once-per-season job already succeeded for that season. */
  async succeededFor(name: string, season: number, em: EntityManager = this.em): Promise<boolean> {
    const runs = await em.count(JobRun, { name, season, status: 'succeeded' });
    return runs > 0;
  }

  /** The latest run of each job (a run going on in this instance shows as 'running'). */
  async lastRuns(): Promise<Map<string, JobRunView>> {
    const rows = await this.em
      .createQueryBuilder(JobRun, 'r')
      .select(['r.name', 'r.season', 'r.triggeredBy', 'r.status', 'r.summary'])
      .addSelect(['r.startedAt', 'r.finishedAt'])
      .distinctOn(['r.name'])
      .orderBy([{ name: 'asc' }, { startedAt: 'desc' }, { id: 'desc' }])
      .execute<JobRunRow[]>('all');
    const latest = new Map<string, JobRunView>();
    for (const row of rows) {
      latest.set(row.name, {
        name: row.name,
        season: row.season,
        triggeredBy: row.triggeredBy,
        status: row.status,
        summary: row.summary,
        startedAt: new Date(row.startedAt),
        finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
      });
    }
    for (const [name, startedAt] of this.running) {
      const last = latest.get(name);
      if (!last || last.startedAt <= startedAt) {
        latest.set(name, {
          name,
          season: null,
          triggeredBy: '',
          status: 'running',
          summary: 'Läuft gerade',
          startedAt,
          finishedAt: null,
        });
      }
    }
    return latest;
  }

  /**
   * Records the failed run; a failed scheduled run is also queued to be retried with backoff
   * (joining the job's open retry, if there is one).
   */
  private async recordFailure(
    name: string,
    triggeredBy: string,
    startedAt: Date,
    error: unknown,
  ): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error({ job: name, err: error }, 'Job fehlgeschlagen');
    try {
      const em = this.em.fork();
      const now = this.clock.now();
      em.create(JobRun, {
        name,
        triggeredBy,
        status: 'failed',
        summary: `Fehlgeschlagen: ${message}`.slice(0, 2000),
        startedAt,
        finishedAt: now,
      });
      await em.flush();
      if (triggeredBy === SCHEDULE) {
        // Plain SQL on purpose: `on conflict … do nothing` on the partial unique index joins the
        // job's open retry in one statement, whichever instance fails too (docs/decisions.md 151).
        await em.execute(
          `insert into job_retry (name, state, attempts, next_attempt_at, last_error, created_at)
           values (?, 'pending', 0, ?, ?, ?)
           on conflict (name) where state = 'pending' do nothing`,
          [name, new Date(now.getTime() + JOB_RETRY_BACKOFF_MS[0]!), message.slice(0, 2000), now],
        );
      }
    } catch (recordError) {
      this.logger.error({ job: name, err: recordError }, 'Fehlschlag des Jobs nicht gespeichert');
    }
  }
}

interface JobRunRow {
  name: string;
  season: number | null;
  triggeredBy: string;
  status: JobRunStatus;
  summary: string;
  startedAt: Date | string;
  finishedAt: Date | string | null;
}

function viewOf(run: JobRun): JobRunView {
  return {
    name: run.name,
    season: run.season,
    triggeredBy: run.triggeredBy,
    status: run.status,
    summary: run.summary,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}
