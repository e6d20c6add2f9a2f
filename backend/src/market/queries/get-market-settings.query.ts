import { Query } from '@nestjs/cqrs';
import type { MarketSettings } from '../domain/market-settings.entity.js';

export class GetMarketSettingsQuery extends Query<MarketSettings> {}
