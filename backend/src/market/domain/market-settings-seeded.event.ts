import { DomainEvent } from '../../shared/events/domain-event.js';

export class MarketSettingsSeededEvent extends DomainEvent<{
  marketName: string;
  currentYear: number;
}> {
  static readonly TYPE = 'market.market-settings-seeded.v1';
  readonly type = MarketSettingsSeededEvent.TYPE;
  readonly aggregateType = 'market-settings';
}
