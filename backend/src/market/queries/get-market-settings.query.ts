import { Query } from '@nestjs/cqrs';
import type { MarketSettingsView } from '../domain/market-settings.entity.js';

/** The market's settings as every context reads them (the shared kernel), as plain values. */
export class GetMarketSettingsQuery extends Query<MarketSettingsView> {}

export type { MarketSettingsView };
