import { Query } from '@nestjs/cqrs';

/** Which events the 'Protokoll' lists: a period of Vienna days, a person, a search. */
export interface AuditLogFilter {
  /** First and last day, 'YYYY-MM-DD' in Vienna, both included. */
  from: string;
  to: string;
  /** One console account's events. */
  accountId: number | null;
  /**
   * Events of an actor without an account: 'vendor', 'system' (also events without an actor),
   * 'sumup', or a name recorded before accounts existed.
   */
  actor: string | null;
  /** Lower-case; matched against what an entry shows and its payload. */
  search: string | null;
}

export interface AuditLogEntry {
  id: string;
  occurredAt: Date;
  day: string;
  actor: string | null;
  actorAccountId: number | null;
  type: string;
  label: string;
  aggregateType: string;
  aggregateId: string;
  subject: string | null;
  details: string | null;
}

/** A person of the period: an account (by its latest name in the period) or another actor. */
export interface AuditLogActorCount {
  accountId: number | null;
  actor: string;
  count: number;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
  /** Everyone who acted in the period (and matches the search), whatever person is chosen. */
  actors: AuditLogActorCount[];
}

/**
 * The stored events of a period, newest first, as the console tells them (docs/decisions.md
 * 251); `page` null: all of them (the export).
 */
export class ListAuditLogQuery extends Query<AuditLogPage> {
  constructor(
    readonly filter: AuditLogFilter,
    readonly page: { offset: number; limit: number } | null,
  ) {
    super();
  }
}
