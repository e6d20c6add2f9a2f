import type { EntityManager } from '@mikro-orm/sql';
import { entityJsonSql, entityOfJson, type JsonPart } from '../../shared/database/json-parts.js';
import { MarketSettings, type MarketSettingsView } from '../domain/market-settings.entity.js';

/** The market's settings (GetMarketSettingsQuery) as a part of a one-statement read. */
export function marketSettingsPart(em: EntityManager, now: Date): JsonPart<MarketSettingsView> {
  return {
    sql: `select ${entityJsonSql(em, MarketSettings, 'm')} from market_settings m where m.id = ?`,
    params: [MarketSettings.SINGLETON_ID],
    read: (json) => entityOfJson(em, MarketSettings, json as Record<string, unknown>).toView(now),
  };
}
