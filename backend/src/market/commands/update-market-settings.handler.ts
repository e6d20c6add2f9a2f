import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { MarketSettings } from '../domain/market-settings.entity.js';
import { MarketSettingsUpdatedEvent } from '../domain/market-settings-updated.event.js';
import { UpdateMarketSettingsCommand } from './update-market-settings.command.js';

@CommandHandler(UpdateMarketSettingsCommand)
export class UpdateMarketSettingsHandler implements ICommandHandler<UpdateMarketSettingsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ change, actor }: UpdateMarketSettingsCommand): Promise<MarketSettings> {
    return this.transaction.run(async ({ em, record }) => {
      const settings = await em.findOneOrFail(MarketSettings, { id: MarketSettings.SINGLETON_ID });
      const sent = Object.entries(change).filter(([, value]) => value !== undefined);
      const changed = sent
        .filter(([key, value]) => !sameValue(settings[key as keyof MarketSettings], value))
        .map(([key]) => key);
      Object.assign(settings, Object.fromEntries(sent), { updatedAt: this.clock.now() });
      const periodError = settings.periodError(sent.map(([key]) => key));
      if (periodError) throw new DomainError(periodError);
      if (changed.length > 0)
        record(new MarketSettingsUpdatedEvent(String(settings.id), { changed }));
      return settings;
    }, actor);
  }
}

function sameValue(current: unknown, next: unknown): boolean {
  if (current instanceof Date && next instanceof Date) return current.getTime() === next.getTime();
  return current === next;
}
