import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { type AccountActor, ActingAccount } from '../auth/acting-account.js';
import { Clock } from '../clock/clock.js';
import type { DomainEvent } from './domain-event.js';
import { DomainEventRecord } from './domain-event-record.entity.js';
import { EventReaction } from './event-reaction.entity.js';
import { EventReactors } from './event-reactors.js';

export interface TransactionScope {
  em: EntityManager;
  /** Queues events: stored with the state change, published only after the commit. */
  record(...events: DomainEvent[]): void;
  /**
   * Names the account that acts when the request has none signed in (a sign-in, a link from a
   * mail): the transaction's events are stored as that account's.
   */
  actAs(actor: AccountActor): void;
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

  /**
   * `actor` names who acted when no console account does: 'vendor', 'system', 'sumup'. An
   * account given here (a scan queued offline by a helper) wins over the request's account, which
   * wins over the label.
   */
  async run<T>(
    work: (scope: TransactionScope) => Promise<T>,
    actor?: string | AccountActor,
  ): Promise<T> {
    const outer = this.active.getStore();
    if (outer) return work(outer);

    const events: DomainEvent[] = [];
    const result = await this.em.transactional(async (em) => {
      let acting = actor;
      const scope: ActiveScope = {
        em,
        events,
        record: (...recorded) => events.push(...recorded),
        actAs: (account) => {
          if (!ActingAccount.current()) acting = account;
        },
      };
      const value = await this.active.run(scope, () => work(scope));
      await this.store(em, events, acting);
      return value;
    });
    // What the events and the listeners set off is background work: it belongs to no account.
    ActingAccount.outside(() => {
      this.eventBus.publishAll(events);
      for (const listener of this.commitListeners) listener();
    });
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
  private async store(
    em: EntityManager,
    events: DomainEvent[],
    actor?: string | AccountActor,
  ): Promise<void> {
    if (events.length === 0) return;
    const occurredAt = this.clock.now();
    const account = typeof actor === 'object' ? actor : ActingAccount.current();
    const records = events.map((event) =>
      em.create(DomainEventRecord, {
        type: event.type,
        aggregateType: event.aggregateType,
        aggregateId: event.aggregateId,
        payload: { ...event.payload },
        actor: account?.name ?? (typeof actor === 'string' ? actor : null),
        actorAccountId: account?.accountId ?? null,
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
