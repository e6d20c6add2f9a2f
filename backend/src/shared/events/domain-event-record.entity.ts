import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One row of the append-only event log: a trigger refuses updates and deletes. */
@Entity({
  tableName: 'domain_event',
  triggers: [
    {
      name: 'domain_event_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'domain_event is append-only';",
    },
  ],
})
@Index({ properties: ['aggregateType', 'aggregateId'] })
@Index({ properties: ['occurredAt'] })
export class DomainEventRecord {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 100 })
  type!: string;

  @Property({ length: 50 })
  aggregateType!: string;

  @Property({ length: 64 })
  aggregateId!: string;

  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  /** Who acted: an account's display name at the time, or 'vendor', 'system', 'sumup'. */
  @Property({ length: 100, nullable: true })
  actor?: string | null;

  /** The console account that acted, when one did (issue 29). */
  @Property({ type: 'integer', nullable: true })
  actorAccountId?: number | null;

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;
}
