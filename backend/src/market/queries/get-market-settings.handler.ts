import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { MarketSettings } from '../domain/market-settings.entity.js';
import { GetMarketSettingsQuery } from './get-market-settings.query.js';

@QueryHandler(GetMarketSettingsQuery)
export class GetMarketSettingsHandler implements IQueryHandler<GetMarketSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<MarketSettings> {
    return this.em.findOneOrFail(MarketSettings, { id: MarketSettings.SINGLETON_ID });
  }
}
