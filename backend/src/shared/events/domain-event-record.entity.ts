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

  @Property({ length: 100, nullable: true })
  actor?: string | null;

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;
}
