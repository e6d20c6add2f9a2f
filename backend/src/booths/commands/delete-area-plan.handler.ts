import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { AreaPlan } from '../domain/area-plan.entity.js';
import { AreaPlanRemovedEvent } from '../domain/area-plan-removed.event.js';
import { BoothArea } from '../domain/booth-area.entity.js';
import { DeleteAreaPlanCommand } from './delete-area-plan.command.js';

@CommandHandler(DeleteAreaPlanCommand)
export class DeleteAreaPlanHandler implements ICommandHandler<DeleteAreaPlanCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ areaId, admin }: DeleteAreaPlanCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const area = await em.findOne(BoothArea, { id: areaId });
      if (!area) throw new NotFoundError(ADMIN_MESSAGES.boothAreaNotFound);
      // A repeat finds nothing to delete and records nothing.
      const deleted = await em.nativeDelete(AreaPlan, { area: area.id });
      if (deleted === 0) return { removed: false };
      record(new AreaPlanRemovedEvent(String(area.id), { code: area.code }));
      return { removed: true };
    }, admin);
  }
}
