import { Query } from '@nestjs/cqrs';
import type { MarketSettings } from '../domain/market-settings.entity.js';

export class GetMarketSettingsQuery extends Query<MarketSettings> {}

/** The settings as other contexts read them (the shared kernel). */
export type { MarketSettings };
