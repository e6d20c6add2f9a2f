/**
 * A fact that happened in a bounded context. Each subclass has a stable stored `type`
 * ('<context>.<event-name>.v<version>') and is appended to the `domain_event` table in the
 * transaction that changed the state, then published on the CQRS event bus after commit.
 */
export abstract class DomainEvent<Payload extends object = Record<string, unknown>> {
  abstract readonly type: string;
  abstract readonly aggregateType: string;

  constructor(
    readonly aggregateId: string,
    readonly payload: Payload,
  ) {}
}
