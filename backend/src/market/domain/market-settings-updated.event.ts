import { DomainEvent } from '../../shared/events/domain-event.js';

export class MarketSettingsUpdatedEvent extends DomainEvent<{ changed: string[] }> {
  static readonly TYPE = 'market.market-settings-updated.v1';
  readonly type = MarketSettingsUpdatedEvent.TYPE;
  readonly aggregateType = 'market-settings';
}
