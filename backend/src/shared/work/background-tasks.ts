import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/sql';
import {
  BACKGROUND_TASK_KINDS,
  BACKGROUND_TASK_MESSAGES,
  BACKGROUND_TASK_STATES,
} from '@standl/contracts';
import { Clock } from '../clock/clock.js';
import { DomainTransaction } from '../events/domain-transaction.js';
import { JobCatalog } from '../jobs/job-catalog.js';
import { JobRetry } from '../jobs/job-retry.entity.js';
import { BackgroundTaskChangedEvent } from './background-task.events.js';

export type BackgroundTaskKind = (typeof BACKGROUND_TASK_KINDS)[number];
export type BackgroundTaskState = (typeof BACKGROUND_TASK_STATES)[number];

/** One unit of background work that failed or is being retried, as the organiser sees it. */
export interface BackgroundTask {
  kind: BackgroundTaskKind;
  id: string;
  title: string;
  state: BackgroundTaskState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** The table behind each kind: every one has state, attempts, next_attempt_at, locked_until, last_error. */
const TABLES: Record<
  BackgroundTaskKind,
  { table: string; pending: string; aggregateType: string; columns: string }
> = {
  reaction: {
    table: 'event_reaction',
    pending: 'pending',
    aggregateType: 'event-reaction',
    columns: `consumer as a, event_type as b`,
  },
  mail: {
    table: 'mail_message',
    pending: 'queued',
    aggregateType: 'mail',
    columns: `recipient as a, subject as b`,
  },
  job: {
    table: 'job_retry',
    pending: 'pending',
    aggregateType: 'job-retry',
    columns: `name as a, null as b`,
  },
};

interface Row {
  kind: BackgroundTaskKind;
  id: string | number;
  a: string;
  b: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  locked_until: Date | string | null;
  created_at: Date | string;
}

/** At most this many tasks are listed, newest first. */
export const BACKGROUND_TASK_LIMIT = 200;

/**
 * The organiser's one view of background work that went wrong (issue 26): event reactions,
 * outgoing mail and job retries that failed for good ('failed') or failed at least once and are
 * tried again ('retrying': still pending with an error). Retry makes a task due now; discard
 * ends it. Plain SQL over the three tables (docs/decisions.md 152): they share their work
 * columns, and this shared code must not reach into a context's entities (only `job_retry`, which
 * is shared's own, is read through its entity).
 */
@Injectable()
export class BackgroundTasks {
  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
    private readonly jobs: JobCatalog,
  ) {}

  async list(): Promise<BackgroundTask[]> {
    const parts = Object.entries(TABLES).map(
      ([kind, { table, pending, columns }]) =>
        `(select '${kind}' as kind, id, ${columns}, state, attempts, last_error, next_attempt_at,
                 locked_until, created_at
            from ${table}
           where state = 'failed' or (state = '${pending}' and last_error is not null))`,
    );
    const rows = await this.em
      .fork()
      .execute<Row[]>(
        `${parts.join(' union all ')} order by created_at desc, kind, id desc limit ?`,
        [BACKGROUND_TASK_LIMIT],
      );
    return rows.map((row) => this.toTask(row));
  }

  /** A failed or retrying task becomes due now, with its attempts counted from zero again. */
  async retry(kind: BackgroundTaskKind, id: number, actor: string): Promise<BackgroundTask> {
    const { table, pending, aggregateType } = TABLES[kind];
    return this.transaction.run(async ({ em, record }) => {
      const row = await this.lockOpen(em, kind, id);
      if (kind === 'job') {
        // At most one open retry per job (a unique index): a newer failure already waits.
        const others = await em.count(JobRetry, {
          name: row.a,
          state: 'pending',
          id: { $ne: String(id) },
        });
        if (others > 0) throw new ConflictException(BACKGROUND_TASK_MESSAGES.jobAlreadyPending);
      }
      const now = this.clock.now();
      await em.execute(
        `update ${table} set state = ?, attempts = 0, next_attempt_at = ?, locked_until = null
          where id = ?`,
        [pending, now, id],
      );
      record(new BackgroundTaskChangedEvent(String(id), aggregateType, { action: 'retry' }));
      return this.toTask({
        ...row,
        state: pending,
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
      });
    }, actor);
  }

  /** A failed or retrying task is given up: it is not tried again and leaves the list. */
  async discard(kind: BackgroundTaskKind, id: number, actor: string): Promise<void> {
    const { table, aggregateType } = TABLES[kind];
    await this.transaction.run(async ({ em, record }) => {
      await this.lockOpen(em, kind, id);
      await em.execute(
        `update ${table} set state = 'discarded', locked_until = null where id = ?`,
        [id],
      );
      record(new BackgroundTaskChangedEvent(String(id), aggregateType, { action: 'discard' }));
    }, actor);
  }

  /**
   * The task's row, locked for this transaction: 404 when there is none, 409 when it is not
   * failed or retrying, or while a worker holds its lease (it is being run right now).
   */
  private async lockOpen(em: EntityManager, kind: BackgroundTaskKind, id: number): Promise<Row> {
    const { table, pending, columns } = TABLES[kind];
    const [row] = await em.execute<Row[]>(
      `select '${kind}' as kind, id, ${columns}, state, attempts, last_error, next_attempt_at,
              locked_until, created_at
         from ${table} where id = ? for update`,
      [id],
    );
    if (!row) throw new NotFoundException(BACKGROUND_TASK_MESSAGES.notFound);
    const retrying = row.state === pending && row.last_error !== null;
    if (row.state !== 'failed' && !retrying) {
      throw new ConflictException(BACKGROUND_TASK_MESSAGES.notOpen);
    }
    if (retrying && row.locked_until && new Date(row.locked_until) > this.clock.now()) {
      throw new ConflictException(BACKGROUND_TASK_MESSAGES.running);
    }
    return row;
  }

  private toTask(row: Row): BackgroundTask {
    const failed = row.state === 'failed';
    return {
      kind: row.kind,
      id: String(row.id),
      title: this.title(row),
      state: failed ? 'failed' : 'retrying',
      attempts: Number(row.attempts),
      lastError: row.last_error,
      nextAttemptAt: failed ? null : new Date(row.next_attempt_at),
      createdAt: new Date(row.created_at),
    };
  }

  private title(row: Row): string {
    switch (row.kind) {
      case 'reaction':
        return `Reaktion ${row.a} auf ${row.b}`;
      case 'mail':
        return `E-Mail an ${row.a}: ${row.b}`;
      case 'job': {
        const label = this.jobs.list().find((job) => job.name === row.a)?.label ?? row.a;
        return `Job ‚${label}‘`;
      }
    }
  }
}
