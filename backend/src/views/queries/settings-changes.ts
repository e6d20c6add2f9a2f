import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { DomainEventRecord } from '../../shared/events/domain-event-record.entity.js';

/** The console's settings sections and the event (aggregate, type) that stores a change. */
export const SETTINGS_CHANGE_EVENTS = {
  market: ['market-settings', 'market.market-settings-updated.v1'],
  invoice: ['invoice-settings', 'payments.invoice-settings-updated.v1'],
  lift: ['lift-settings', 'lift.settings-updated.v1'],
  mail: ['mail-settings', 'communication.mail-holds-changed.v1'],
} as const;

export type SettingsSection = keyof typeof SETTINGS_CHANGE_EVENTS;

export interface SettingsChange {
  by: string | null;
  at: Date;
}

/** Who last changed each settings section and when (null: never since the start). */
export class GetSettingsChangesQuery extends Query<
  Record<SettingsSection, SettingsChange | null>
> {}

@QueryHandler(GetSettingsChangesQuery)
export class GetSettingsChangesHandler implements IQueryHandler<GetSettingsChangesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Record<SettingsSection, SettingsChange | null>> {
    const em = this.em.fork();
    const sections = Object.entries(SETTINGS_CHANGE_EVENTS) as [
      SettingsSection,
      readonly [string, string],
    ][];
    const latest = await Promise.all(
      sections.map(([, [aggregateType, type]]) =>
        em.findOne(
          DomainEventRecord,
          { aggregateType, type },
          { orderBy: { id: 'desc' }, fields: ['actor', 'occurredAt'] },
        ),
      ),
    );
    return Object.fromEntries(
      sections.map(([section], at) => {
        const event = latest[at];
        return [section, event ? { by: event.actor ?? null, at: event.occurredAt } : null];
      }),
    ) as Record<SettingsSection, SettingsChange | null>;
  }
}
