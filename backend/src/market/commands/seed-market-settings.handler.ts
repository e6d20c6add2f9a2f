import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock, viennaYear } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { defaultMarketSettings } from '../domain/default-market-settings.js';
import { MarketSettings } from '../domain/market-settings.entity.js';
import { MarketSettingsSeededEvent } from '../domain/market-settings-seeded.event.js';
import { SeedMarketSettingsCommand } from './seed-market-settings.command.js';

@CommandHandler(SeedMarketSettingsCommand)
export class SeedMarketSettingsHandler implements ICommandHandler<SeedMarketSettingsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<{ created: boolean }> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'seed:market-settings');
      if (await em.count(MarketSettings, { id: MarketSettings.SINGLETON_ID })) {
        return { created: false };
      }
      const now = this.clock.now();
      const settings = em.create(MarketSettings, defaultMarketSettings(viennaYear(now), now));
      record(
        new MarketSettingsSeededEvent(String(settings.id), {
          marketName: settings.marketName,
          currentYear: settings.currentYear,
        }),
      );
      return { created: true };
    }, 'system');
  }
}
