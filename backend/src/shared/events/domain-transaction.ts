import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../clock/clock.js';
import type { DomainEvent } from './domain-event.js';
import { DomainEventRecord } from './domain-event-record.entity.js';
import { EventReaction } from './event-reaction.entity.js';
import { EventReactors } from './event-reactors.js';

export interface TransactionScope {
  em: EntityManager;
  /** Queues events: stored with the state change, published only after the commit. */
  record(...events: DomainEvent[]): void;
}

interface ActiveScope extends TransactionScope {
  events: DomainEvent[];
}

/**
 * Runs a command's state change and its domain events in one database transaction
 * ("event sourcing lite"), then publishes the events on the CQRS event bus. A command run
 * from inside another command's transaction (e.g. registration holding a stall) joins it,
 * so both commit or fail together and events are published once, after the outer commit.
 */
@Injectable()
export class DomainTransaction {
  private readonly active = new AsyncLocalStorage<ActiveScope>();
  private readonly commitListeners = new Set<() => void>();

  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    private readonly clock: Clock,
    private readonly reactors: EventReactors,
  ) {}

  async run<T>(work: (scope: TransactionScope) => Promise<T>, actor?: string): Promise<T> {
    const outer = this.active.getStore();
    if (outer) return work(outer);

    const events: DomainEvent[] = [];
    const result = await this.em.transactional(async (em) => {
      const scope: ActiveScope = {
        em,
        events,
        record: (...recorded) => events.push(...recorded),
      };
      const value = await this.active.run(scope, () => work(scope));
      await this.store(em, events, actor);
      return value;
    });
    this.eventBus.publishAll(events);
    for (const listener of this.commitListeners) listener();
    return result;
  }

  /**
   * Calls `listener` after every commit of a domain transaction in this process: background
   * work (a reaction, a queued mail) written in it is due now. Answers the unsubscribe.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Appends the events and, for each consumer subscribed to one, its pending reaction. */
  private async store(em: EntityManager, events: DomainEvent[], actor?: string): Promise<void> {
    if (events.length === 0) return;
    const occurredAt = this.clock.now();
    const records = events.map((event) =>
      em.create(DomainEventRecord, {
        type: event.type,
        aggregateType: event.aggregateType,
        aggregateId: event.aggregateId,
        payload: { ...event.payload },
        actor: actor ?? null,
        occurredAt,
      }),
    );
    if (!records.some((record) => this.reactors.consumersOf(record.type).length > 0)) return;
    await em.flush();
    for (const record of records) {
      for (const consumer of this.reactors.consumersOf(record.type)) {
        em.create(EventReaction, {
          consumer,
          eventId: record.id,
          eventType: record.type,
          aggregateType: record.aggregateType,
          aggregateId: record.aggregateId,
          nextAttemptAt: occurredAt,
          createdAt: occurredAt,
        });
      }
    }
  }
}
