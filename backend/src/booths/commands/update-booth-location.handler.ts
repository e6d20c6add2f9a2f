import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothLocationUpdatedEvent } from '../domain/booth-location-updated.event.js';
import { Booth, LOCATION_AREA_CODE } from '../domain/booth.entity.js';
import { UpdateBoothLocationCommand } from './update-booth-location.command.js';

@CommandHandler(UpdateBoothLocationCommand)
export class UpdateBoothLocationHandler implements ICommandHandler<UpdateBoothLocationCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ boothId, locationDescription, admin }: UpdateBoothLocationCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const booth = await em.findOne(Booth, { id: boothId }, { populate: ['area'] });
      if (!booth) throw new NotFoundError(ADMIN_MESSAGES.boothNotFound);
      if (booth.area.code !== LOCATION_AREA_CODE)
        throw new DomainError(ADMIN_MESSAGES.locationOnlyForSpecialArea);
      if (booth.locationDescription === locationDescription) return { changed: false };

      // The flush writes only this column: the stall's other facts may change meanwhile.
      booth.locationDescription = locationDescription;
      record(
        new BoothLocationUpdatedEvent(String(booth.id), {
          boothNumber: booth.number,
          locationDescription,
        }),
      );
      return { changed: true };
    }, admin);
  }
}
