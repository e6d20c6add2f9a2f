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
 * A cross-context reaction (docs/decisions.md 55 and 135): runs once per matching stored event, after its
 * commit, in a transaction of its own that also marks the reaction done. It runs at least once:
 * keep its effects in that transaction (scope.em, commands) and they take effect exactly once.
 * Work that waits on the outside world or renders (SMTP, SumUp, PDF) belongs in `prepare`, which
 * runs before that transaction with none open, and again on every retry; its result is handed
 * to `react`.
 */
export interface EventReactor<Prepared = unknown> {
  prepare?(event: StoredEvent): Promise<Prepared>;
  react(event: StoredEvent, scope: TransactionScope, prepared: Prepared): Promise<void>;
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
