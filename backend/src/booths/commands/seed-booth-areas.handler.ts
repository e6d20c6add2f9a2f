import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothArea } from '../domain/booth-area.entity.js';
import { BoothAreaCreatedEvent } from '../domain/booth-area-created.event.js';
import { Booth, boothNumber } from '../domain/booth.entity.js';
import { DEFAULT_BOOTH_AREAS } from '../domain/default-booth-areas.js';
import { SeedBoothAreasCommand } from './seed-booth-areas.command.js';

@CommandHandler(SeedBoothAreasCommand)
export class SeedBoothAreasHandler implements ICommandHandler<SeedBoothAreasCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute(): Promise<{ createdAreas: number }> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'seed:booth-areas');
      if (await em.count(BoothArea)) return { createdAreas: 0 };

      for (const defaults of DEFAULT_BOOTH_AREAS) {
        const area = em.create(BoothArea, {
          code: defaults.code,
          name: defaults.name,
          price: defaults.price,
          allowSelfSelection: true,
        });
        const numbers = Array.from({ length: defaults.booths }, (_, i) =>
          boothNumber(defaults.code, i + 1),
        );
        for (const number of numbers) em.create(Booth, { area, number });
        await em.flush();
        record(
          new BoothAreaCreatedEvent(String(area.id), {
            code: area.code,
            name: area.name,
            price: area.price,
            booths: numbers,
          }),
        );
      }
      return { createdAreas: DEFAULT_BOOTH_AREAS.length };
    }, 'system');
  }
}
