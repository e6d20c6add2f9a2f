import { SetMetadata } from '@nestjs/common';
import type { TransactionScope } from './domain-transaction.js';

/** A domain event as stored in `domain_event`, handed to reactions after its commit. */
export interface StoredEvent<Payload = Record<string, unknown>> {
  id: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: Payload;
  actor: string | null;
  occurredAt: Date;
}

/**
 * A cross-context reaction (DECISIONS 24): runs once per matching stored event, after its commit,
 * in a transaction of its own that also marks the reaction done. It runs at least once: keep its
 * effects in that transaction (scope.em, commands) and it takes effect exactly once.
 */
export interface EventReactor {
  react(event: StoredEvent, scope: TransactionScope): Promise<void>;
}

export const EVENT_REACTOR = Symbol('event-reactor');

export interface ReactorMetadata {
  /** Stable name; stored with every reaction row, so renaming it orphans pending reactions. */
  consumer: string;
  eventTypes: readonly string[];
}

/** Marks a provider as the consumer `consumer` of the given stored event types. */
export function ReactsTo(consumer: string, eventTypes: readonly string[]): ClassDecorator {
  return SetMetadata(EVENT_REACTOR, { consumer, eventTypes } satisfies ReactorMetadata);
}
