import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { BackgroundWorker } from '../work/background-worker.js';
import { type Claim, LeasedQueue } from '../work/leased-queue.js';
import { DomainEventRecord } from './domain-event-record.entity.js';
import { DomainTransaction } from './domain-transaction.js';
import { EventReaction } from './event-reaction.entity.js';
import type { StoredEvent } from './event-reactor.js';
import { EventReactors } from './event-reactors.js';

/** Waits before the next attempt after the 1st, 2nd, … failure; after the last one it fails. */
export const REACTION_BACKOFF_MS = [
  1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000,
];

/** The lease's token is proven stale inside the reaction's transaction: undo, record nothing. */
class LeaseLost extends Error {}

/**
 * Runs pending reactions (docs/decisions.md 55, 134 and 135): the oldest due one whose
 * aggregate has no earlier pending reaction for the same consumer (order per aggregate), claimed
 * with a lease. The reactor's `prepare` (rendering, calls out) runs with no transaction open;
 * its `react` and the "done" mark then commit together in one transaction that first locks the
 * reaction row while the lease is still this worker's, so a reaction takes effect exactly once
 * even when a worker died or overran its lease. A failure rolls the work back and is retried
 * with backoff; after the last attempt the reaction is `failed` for the organiser.
 */
@Injectable()
export class ReactionWorker extends BackgroundWorker {
  constructor(
    private readonly orm: MikroORM,
    private readonly transaction: DomainTransaction,
    private readonly reactors: EventReactors,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    super(
      new LeasedQueue(
        orm,
        clock,
        { table: 'event_reaction', pendingState: 'pending', backoffMs: REACTION_BACKOFF_MS },
        config.workLeaseMs,
      ),
      transaction,
      new Logger(ReactionWorker.name),
    );
  }

  /** Runs the next due reaction; false when none is due. */
  runNext(): Promise<boolean> {
    const consumers = this.reactors.consumers();
    if (consumers.length === 0) return Promise.resolve(false);
    return RequestContext.create(this.orm.em, async () => {
      const claim = await this.queue.claim({
        where: `w.consumer in (${consumers.map(() => '?').join(', ')})
          and not exists (
            select 1 from event_reaction earlier
             where earlier.consumer = w.consumer
               and earlier.aggregate_type = w.aggregate_type
               and earlier.aggregate_id = w.aggregate_id
               and earlier.state = 'pending'
               and earlier.event_id < w.event_id)`,
        params: consumers,
        orderBy: 'w.event_id',
      });
      if (!claim) return false;
      await this.holding(claim, () => this.run(claim));
      return true;
    });
  }

  private async run(claim: Claim): Promise<void> {
    try {
      const { event, consumer } = await this.load(claim);
      const reactor = this.reactors.get(consumer)!;
      const prepared = reactor.instance.prepare ? await reactor.instance.prepare(event) : undefined;
      await this.transaction.run(async (scope) => {
        if (!(await this.queue.holdLease(scope.em, claim))) throw new LeaseLost();
        await reactor.instance.react(event, scope, prepared);
        await this.queue.finish(
          claim,
          { state: 'done', done_at: this.clock.now(), last_error: null },
          scope.em,
        );
      }, 'system');
    } catch (error) {
      if (error instanceof LeaseLost) return;
      const outcome = await this.queue.fail(claim, error);
      if (outcome === 'lost') return;
      this.logger.warn(
        { reactionId: claim.id, attempts: claim.attempts, err: error },
        outcome === 'failed'
          ? 'Reaktion endgültig fehlgeschlagen'
          : 'Reaktion fehlgeschlagen, neuer Versuch folgt',
      );
    }
  }

  private async load(claim: Claim): Promise<{ event: StoredEvent; consumer: string }> {
    const em = (this.orm.em as EntityManager).fork();
    const { consumer, eventId } = await em.findOneOrFail(
      EventReaction,
      { id: claim.id },
      { fields: ['consumer', 'eventId'] },
    );
    const event = await em.findOneOrFail(DomainEventRecord, { id: eventId });
    return {
      consumer,
      event: {
        id: String(event.id),
        type: event.type,
        aggregateType: event.aggregateType,
        aggregateId: event.aggregateId,
        payload: event.payload,
        actor: event.actor ?? null,
        occurredAt: event.occurredAt,
      },
    };
  }
}
