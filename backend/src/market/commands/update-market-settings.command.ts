import { Command } from '@nestjs/cqrs';
import type { MarketSettings } from '../domain/market-settings.entity.js';

export type MarketSettingsChange = Partial<
  Omit<MarketSettings, 'id' | 'updatedAt' | 'registrationState'>
>;

/** The organiser edits the market settings (spec 001 settings tab); records which fields changed. */
export class UpdateMarketSettingsCommand extends Command<MarketSettings> {
  constructor(
    readonly change: MarketSettingsChange,
    readonly actor: string,
  ) {
    super();
  }
}
