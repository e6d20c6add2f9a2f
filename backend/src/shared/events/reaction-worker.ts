import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../clock/clock.js';
import { PollLoop } from '../jobs/poll-loop.js';
import { DomainTransaction } from './domain-transaction.js';
import type { StoredEvent } from './event-reactor.js';
import { EventReactors } from './event-reactors.js';

/** Waits before the next attempt after the 1st, 2nd, … failure; after the last one it fails. */
export const REACTION_BACKOFF_MS = [
  1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000,
];

interface ClaimedReaction {
  id: string;
  consumer: string;
  event_id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  actor: string | null;
  occurred_at: Date | string;
}

/**
 * Runs pending reactions (DECISIONS 24): the oldest due one whose aggregate has no earlier
 * pending reaction for the same consumer (order per aggregate), locked with `FOR UPDATE SKIP
 * LOCKED` for the whole run, so several app instances never run one reaction at once. The
 * reaction's work and its "done" mark commit together; a failure rolls the work back and is
 * retried with backoff, and after the last attempt the reaction is `failed` for the organiser.
 */
@Injectable()
export class ReactionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReactionWorker.name);
  private readonly loop = new PollLoop(() => this.runNext(), 1_000, this.logger);
  private subscription?: { unsubscribe(): void };

  constructor(
    private readonly orm: MikroORM,
    private readonly transaction: DomainTransaction,
    private readonly reactors: EventReactors,
    private readonly clock: Clock,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    // Events are published right after their commit: their reactions are due now.
    this.subscription = this.eventBus.subscribe(() => this.loop.nudge());
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.loop.stop();
  }

  /** Stops taking work (waits for the running pass); `resume()` goes on. */
  pause(): Promise<void> {
    return this.loop.stop();
  }

  resume(): void {
    this.loop.start();
  }

  /** Runs every reaction that is due now, including those the loop is running. */
  flush(): Promise<void> {
    return this.loop.flush();
  }

  /** Runs the next due reaction; false when none is due. */
  runNext(): Promise<boolean> {
    const consumers = this.reactors.consumers();
    if (consumers.length === 0) return Promise.resolve(false);
    return RequestContext.create(this.orm.em, async () => {
      let claimed: ClaimedReaction | undefined;
      try {
        await this.transaction.run(async (scope) => {
          claimed = await this.claim(scope.em, consumers);
          if (!claimed) return;
          const reactor = this.reactors.get(claimed.consumer)!;
          await reactor.instance.react(toStoredEvent(claimed), scope, undefined);
          await scope.em.execute(
            `update event_reaction set state = 'done', attempts = attempts + 1, done_at = ?, last_error = null where id = ?`,
            [this.clock.now(), claimed.id],
          );
        }, 'system');
      } catch (error) {
        if (!claimed) throw error;
        await this.recordFailure(claimed, error);
      }
      return claimed !== undefined;
    });
  }

  private async claim(em: EntityManager, consumers: string[]) {
    const [row] = await em.execute<ClaimedReaction[]>(
      `select r.id, r.consumer, e.id as event_id, e.type, e.aggregate_type, e.aggregate_id,
              e.payload, e.actor, e.occurred_at
         from event_reaction r
         join domain_event e on e.id = r.event_id
        where r.state = 'pending' and r.next_attempt_at <= ?
          and r.consumer in (${consumers.map(() => '?').join(', ')})
          and not exists (
            select 1 from event_reaction earlier
             where earlier.consumer = r.consumer
               and earlier.aggregate_type = r.aggregate_type
               and earlier.aggregate_id = r.aggregate_id
               and earlier.state = 'pending'
               and earlier.event_id < r.event_id)
        order by r.event_id
        limit 1
        for update of r skip locked`,
      [this.clock.now(), ...consumers],
    );
    return row;
  }

  private async recordFailure(reaction: ClaimedReaction, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const em = (this.orm.em as EntityManager).fork();
    const [row] = await em.execute<{ attempts: number }[]>(
      `select attempts from event_reaction where id = ? and state = 'pending'`,
      [reaction.id],
    );
    if (!row) return;
    const attempts = row.attempts + 1;
    const delay = REACTION_BACKOFF_MS[attempts - 1];
    const nextAttemptAt = new Date(this.clock.now().getTime() + (delay ?? 0));
    await em.execute(
      `update event_reaction set attempts = ?, last_error = ?, next_attempt_at = ?, state = ?
        where id = ? and state = 'pending'`,
      [
        attempts,
        message.slice(0, 2000),
        nextAttemptAt,
        delay === undefined ? 'failed' : 'pending',
        reaction.id,
      ],
    );
    this.logger.warn(
      { consumer: reaction.consumer, eventId: reaction.event_id, attempts, err: error },
      delay === undefined
        ? 'Reaktion endgültig fehlgeschlagen'
        : 'Reaktion fehlgeschlagen, neuer Versuch folgt',
    );
  }
}

function toStoredEvent(row: ClaimedReaction): StoredEvent {
  return {
    id: String(row.event_id),
    type: row.type,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    actor: row.actor,
    occurredAt: new Date(row.occurred_at),
  };
}
