import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { MarketSettings, type MarketSettingsView } from '../domain/market-settings.entity.js';
import { GetMarketSettingsQuery } from './get-market-settings.query.js';

@QueryHandler(GetMarketSettingsQuery)
export class GetMarketSettingsHandler implements IQueryHandler<GetMarketSettingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<MarketSettingsView> {
    const settings = await this.em.findOneOrFail(MarketSettings, {
      id: MarketSettings.SINGLETON_ID,
    });
    return settings.toView(this.clock.now());
  }
}
