import { actorName, type AuditLogActorDto, type AuditLogEntryDto } from '@standl/contracts';
import type { ProtocolFilter } from './api/protocol-api';

/** A day of the Protokoll with its entries, newest first as the server sends them. */
export interface ProtocolDay {
  day: string;
  entries: AuditLogEntryDto[];
}

/** The entries by their Vienna day, in the order they come. */
export function groupByDay(entries: readonly AuditLogEntryDto[]): ProtocolDay[] {
  const days: ProtocolDay[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.day === entry.day) last.entries.push(entry);
    else days.push({ day: entry.day, entries: [entry] });
  }
  return days;
}

/**
 * The person select's value: '' for everyone, 'account:5' for an account, 'actor:vendor' for an
 * actor without one (the vendor, the system, SumUp, a name from before the accounts).
 */
export type PersonValue = '' | `account:${number}` | `actor:${string}`;

export function personValue(actor: Pick<AuditLogActorDto, 'accountId' | 'actor'>): PersonValue {
  return actor.accountId !== null ? `account:${actor.accountId}` : `actor:${actor.actor}`;
}

/** The filter's person fields of a select value. */
export function personFilter(value: PersonValue): Pick<ProtocolFilter, 'accountId' | 'actor'> {
  if (value.startsWith('account:')) return { accountId: Number(value.slice('account:'.length)) };
  if (value.startsWith('actor:')) return { actor: value.slice('actor:'.length) };
  return {};
}

/** 'Anna Berger (12)', 'Händler (3)'. */
export function personLabel(actor: Pick<AuditLogActorDto, 'actor' | 'count'>): string {
  return `${actorName(actor.actor)} (${actor.count})`;
}
