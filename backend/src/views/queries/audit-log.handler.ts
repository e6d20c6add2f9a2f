import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@mikro-orm/core';
import { EntityManager, type FilterQuery } from '@mikro-orm/sql';
import { actorName, AUDIT_LOG, AUDIT_LOG_MESSAGES, describeEvent } from '@standl/contracts';
import { ListVendorBoothsQuery } from '../../booths/index.js';
import { ListVendorsQuery } from '../../registration/index.js';
import { viennaDate, viennaEndOfDay, viennaStartOfDay } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainEventRecord } from '../../shared/events/domain-event-record.entity.js';
import { type SubjectVendor, subjectOf, vendorIdOf } from './audit-log-subject.js';
import {
  type AuditLogActorCount,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditLogPage,
  ListAuditLogQuery,
} from './audit-log.query.js';

/** The period of Vienna days, by the index on `occurred_at`. */
type Period = { occurredAt: { $gte: Date; $lte: Date } };

const NEWEST_FIRST = [{ occurredAt: 'desc' }, { id: 'desc' }] as const;

/** The person filter: an account's events, or those of an actor without an account. */
function personFilter(filter: AuditLogFilter): FilterQuery<DomainEventRecord> {
  if (filter.accountId !== null) return { actorAccountId: filter.accountId };
  if (filter.actor === null) return {};
  // Events stored without an actor were the system's (reactions and jobs before actors existed).
  if (filter.actor === 'system') {
    return { actorAccountId: null, $or: [{ actor: 'system' }, { actor: null }] };
  }
  return { actorAccountId: null, actor: filter.actor };
}

function isOfPerson(entry: AuditLogEntry, filter: AuditLogFilter): boolean {
  if (filter.accountId !== null) return entry.actorAccountId === filter.accountId;
  if (filter.actor === null) return true;
  return entry.actorAccountId === null && (entry.actor ?? 'system') === filter.actor;
}

interface ActorRow {
  accountId: number | null;
  actor: string | null;
  count: number;
  last: Date;
}

/**
 * One line per person: an account once, under the name it had last in the period (a renamed
 * account is still one person); events without an actor count as the system's.
 */
function mergeActors(rows: ActorRow[]): AuditLogActorCount[] {
  const people = new Map<string, AuditLogActorCount & { last: Date }>();
  for (const row of rows) {
    const actor = row.actor ?? 'system';
    const key = row.accountId !== null ? `account:${row.accountId}` : `actor:${actor}`;
    const known = people.get(key);
    if (!known) {
      people.set(key, { accountId: row.accountId, actor, count: row.count, last: row.last });
      continue;
    }
    known.count += row.count;
    if (row.last > known.last) Object.assign(known, { actor, last: row.last });
  }
  return [...people.values()]
    .map(({ accountId, actor, count }) => ({ accountId, actor, count }))
    .sort(
      (a, b) => b.count - a.count || actorName(a.actor).localeCompare(actorName(b.actor), 'de-AT'),
    );
}

/**
 * The 'Protokoll' (docs/decisions.md 219): the stored events of a period of Vienna days, told as
 * the console tells them. Without a search, the database pages (the period by the index on
 * `occurred_at`, the person by its columns); a search reads the period's events (at most
 * `AUDIT_LOG.maxRows`) and keeps those whose label, person, subject, summary or payload contain
 * the text, so it finds what the console shows.
 */
@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter, page }: ListAuditLogQuery): Promise<AuditLogPage> {
    const period: Period = {
      occurredAt: { $gte: viennaStartOfDay(filter.from), $lte: viennaEndOfDay(filter.to) },
    };
    if (filter.search !== null) return this.search(period, filter, page);

    const where = { $and: [period, personFilter(filter)] };
    const rows = await this.read(where, page);
    const total = page ? await this.em.count(DomainEventRecord, where) : rows.length;
    return { entries: await this.entries(rows), total, actors: await this.actorCounts(period) };
  }

  private async search(
    period: Period,
    filter: AuditLogFilter,
    page: ListAuditLogQuery['page'],
  ): Promise<AuditLogPage> {
    const search = filter.search!;
    const rows = await this.read(period, null);
    const entries = await this.entries(rows);
    const found = entries.filter((entry, index) =>
      [
        entry.label,
        actorName(entry.actor),
        entry.subject,
        entry.details,
        JSON.stringify(rows[index]!.payload),
      ].some((value) => value?.toLocaleLowerCase('de-AT').includes(search)),
    );
    const actors = mergeActors(
      found.map((entry) => ({
        accountId: entry.actorAccountId,
        actor: entry.actor,
        count: 1,
        last: entry.occurredAt,
      })),
    );
    const chosen = found.filter((entry) => isOfPerson(entry, filter));
    return {
      entries: page ? chosen.slice(page.offset, page.offset + page.limit) : chosen,
      total: chosen.length,
      actors,
    };
  }

  /** A page of events, or all of them up to the limit (more is a 400: choose a shorter period). */
  private async read(
    where: FilterQuery<DomainEventRecord>,
    page: ListAuditLogQuery['page'],
  ): Promise<DomainEventRecord[]> {
    const rows = await this.em.find(DomainEventRecord, where, {
      orderBy: [...NEWEST_FIRST],
      limit: page?.limit ?? AUDIT_LOG.maxRows + 1,
      offset: page?.offset ?? 0,
      // Read only: the events are not kept in the request's identity map.
      disableIdentityMap: true,
    });
    if (!page && rows.length > AUDIT_LOG.maxRows) {
      throw new DomainError(AUDIT_LOG_MESSAGES.tooManyRows);
    }
    return rows;
  }

  private async actorCounts(period: Period): Promise<AuditLogActorCount[]> {
    const rows = await this.em
      .createQueryBuilder(DomainEventRecord, 'e')
      .select([
        'e.actorAccountId',
        'e.actor',
        sql`count(*)`.as('count'),
        sql`max(e.occurred_at)`.as('last'),
      ])
      .where(period)
      .groupBy(['e.actorAccountId', 'e.actor'])
      .execute<
        {
          actorAccountId: number | null;
          actor: string | null;
          count: string | number;
          last: Date | string;
        }[]
      >('all');
    return mergeActors(
      rows.map((row) => ({
        accountId: row.actorAccountId,
        actor: row.actor,
        count: Number(row.count),
        last: new Date(row.last),
      })),
    );
  }

  /** The events as entries: label and summary from the contract, the subject from the vendors. */
  private async entries(rows: DomainEventRecord[]): Promise<AuditLogEntry[]> {
    const vendors = await this.vendorsOf(rows);
    return rows.map((row) => {
      const vendorId = vendorIdOf(row.aggregateType, row.aggregateId, row.payload);
      const text = describeEvent(row.type, row.payload);
      return {
        id: String(row.id),
        occurredAt: row.occurredAt,
        day: viennaDate(row.occurredAt),
        actor: row.actor ?? null,
        actorAccountId: row.actorAccountId ?? null,
        type: row.type,
        label: text.title,
        aggregateType: row.aggregateType,
        aggregateId: row.aggregateId,
        subject: subjectOf(
          row.aggregateType,
          row.aggregateId,
          row.payload,
          vendorId === null ? undefined : (vendors.get(vendorId) ?? null),
        ),
        details: text.detail,
      };
    });
  }

  /** The vendors the events name, with their stall now; one read each for all of them. */
  private async vendorsOf(rows: DomainEventRecord[]): Promise<Map<string, SubjectVendor>> {
    const ids = [
      ...new Set(
        rows.flatMap((row) => vendorIdOf(row.aggregateType, row.aggregateId, row.payload) ?? []),
      ),
    ];
    if (ids.length === 0) return new Map();
    const [vendors, booths] = await Promise.all([
      this.queryBus.execute(new ListVendorsQuery(ids)),
      this.queryBus.execute(new ListVendorBoothsQuery()),
    ]);
    return new Map(
      vendors.map((vendor) => [
        vendor.id,
        { name: vendor.name, boothNumber: booths.get(vendor.id)?.number ?? null },
      ]),
    );
  }
}
