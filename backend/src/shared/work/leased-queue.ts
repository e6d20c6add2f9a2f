import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../clock/clock.js';
import { assertOutsideTransaction } from '../database/outside-transaction.js';

/** A table of background work: every such table has these columns and states. */
export interface QueueTable {
  /** `event_reaction`, `mail_message` or `job_retry`. */
  table: string;
  /** The state of work still to do (`pending`, for mail `queued`). */
  pendingState: string;
  /** Waits before the next attempt after the 1st, 2nd, … failure; after the last one it fails. */
  backoffMs: readonly number[];
}

/** A claimed unit of work. `attempts` (counted at the claim) is the lease's token. */
export interface Claim {
  id: string;
  attempts: number;
  /** The columns the claim asked for (`ClaimFilter.returning`). */
  row?: Record<string, unknown>;
}

export interface ClaimFilter {
  /** Extra conditions on the candidate rows, aliased `w` (e.g. order per aggregate). */
  where?: string;
  params?: unknown[];
  /** The order candidates are taken in (columns of `w`). */
  orderBy: string;
  /** Columns of the claimed row to answer with it. */
  returning?: string[];
}

export type FailureOutcome = 'retry' | 'failed' | 'lost';

/**
 * The one claim / lease / backoff / give-up path of background work (docs/decisions.md
 * 134): event reactions, outgoing mail and job retries. A worker claims the next
 * due row in one short statement (a lease: `locked_until`, and `attempts + 1` as its token),
 * does the work with no transaction open for anything that waits on the outside world, and
 * records the outcome in a second short transaction that holds only while the lease is still
 * its own. A worker that dies offers the work again when the lease ends: at least once.
 * Plain SQL on purpose, every statement: the claim is one `update … where id = (select … for
 * update skip locked) returning`, and each outcome is a conditional statement on the lease's
 * token (race-deciding, docs/decisions.md 134); the tables are named at run time and two of
 * them belong to contexts shared code may not import (docs/decisions.md 152).
 */
export class LeasedQueue {
  /** Names this worker on the rows it leases (`locked_by`). */
  private readonly worker = randomUUID();

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    readonly spec: QueueTable,
    /** How long a claim keeps other workers away (longer than the work ever takes). */
    readonly leaseMs: number,
  ) {}

  /** Claims the next due, unleased row; undefined when there is none. */
  async claim(filter: ClaimFilter): Promise<Claim | undefined> {
    assertOutsideTransaction(`${this.spec.table}: Arbeit übernehmen`);
    const now = this.clock.now();
    const { table, pendingState } = this.spec;
    const extra = filter.returning ?? [];
    const [row] = await this.em().execute<
      ({ id: string | number; attempts: number } & Record<string, unknown>)[]
    >(
      `update ${table} set locked_until = ?, locked_by = ?, attempts = attempts + 1
        where id = (
          select w.id from ${table} w
           where w.state = ? and w.next_attempt_at <= ?
             and (w.locked_until is null or w.locked_until <= ?)
             ${filter.where ? `and ${filter.where}` : ''}
           order by ${filter.orderBy}
           limit 1
           for update skip locked)
        returning ${['id', 'attempts', ...extra].join(', ')}`,
      [
        new Date(now.getTime() + this.leaseMs),
        this.worker,
        pendingState,
        now,
        now,
        ...(filter.params ?? []),
      ],
    );
    if (!row) return undefined;
    const claim: Claim = { id: String(row.id), attempts: row.attempts };
    if (extra.length) claim.row = Object.fromEntries(extra.map((column) => [column, row[column]]));
    return claim;
  }

  /**
   * Inside the transaction that records the outcome: locks the row while the claim is still its
   * own (same token, still pending). False when the lease ran out and another worker took it.
   */
  async holdLease(em: EntityManager, claim: Claim): Promise<boolean> {
    const rows = await em.execute(
      `select id from ${this.spec.table} where id = ? and attempts = ? and state = ? for update`,
      [claim.id, claim.attempts, this.spec.pendingState],
    );
    return rows.length > 0;
  }

  /** Records success (the columns given) while the lease is still its own; false otherwise. */
  async finish(
    claim: Claim,
    values: Record<string, unknown>,
    em: EntityManager = this.em(),
  ): Promise<boolean> {
    const columns = Object.keys(values);
    const rows = await em.execute(
      `update ${this.spec.table}
          set ${columns.map((column) => `${column} = ?`).join(', ')}, locked_until = null
        where id = ? and attempts = ? and state = ?
        returning id`,
      [...Object.values(values), claim.id, claim.attempts, this.spec.pendingState],
    );
    return rows.length > 0;
  }

  /**
   * Records a failure: due again after the backoff for this attempt, or `failed` after the last
   * one or when `permanent`. 'lost' when the lease was no longer its own.
   */
  async fail(claim: Claim, error: unknown, permanent = false): Promise<FailureOutcome> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const delay = permanent ? undefined : this.spec.backoffMs[claim.attempts - 1];
    const state = delay === undefined ? 'failed' : this.spec.pendingState;
    const nextAttemptAt = new Date(this.clock.now().getTime() + (delay ?? 0));
    const recorded = await this.finish(claim, {
      state,
      last_error: message,
      next_attempt_at: nextAttemptAt,
    });
    if (!recorded) return 'lost';
    return delay === undefined ? 'failed' : 'retry';
  }

  /** Hands the work back unfinished (shutdown): due again at once for any worker. */
  async release(claim: Claim): Promise<void> {
    await this.em().execute(
      `update ${this.spec.table} set locked_until = null
        where id = ? and attempts = ? and state = ?`,
      [claim.id, claim.attempts, this.spec.pendingState],
    );
  }

  /**
   * Hands back every lease this worker holds except `held`: work whose claim or outcome was lost
   * with a broken database connection (the claim committed but its answer never arrived, or the
   * outcome could not be written) is due again at once instead of after the lease.
   */
  async releaseAllBut(held: Iterable<Claim>): Promise<number> {
    const keep = [...held].map((claim) => claim.id);
    const rows = await this.em().execute(
      `update ${this.spec.table} set locked_until = null
        where locked_by = ? and state = ? and locked_until is not null
          ${keep.length ? `and id not in (${keep.map(() => '?').join(', ')})` : ''}
        returning id`,
      [this.worker, this.spec.pendingState, ...keep],
    );
    return rows.length;
  }

  private em(): EntityManager {
    return (this.orm.em as EntityManager).fork();
  }
}
