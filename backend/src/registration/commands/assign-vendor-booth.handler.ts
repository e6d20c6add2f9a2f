import { LockMode } from '@mikro-orm/core';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { OccupyBoothCommand } from '../../booths/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorBoothAssignedEvent } from '../domain/vendor-booth-assigned.event.js';
import { Vendor } from '../domain/vendor.entity.js';
import { AssignVendorBoothCommand } from './assign-vendor-booth.command.js';

@CommandHandler(AssignVendorBoothCommand)
export class AssignVendorBoothHandler implements ICommandHandler<AssignVendorBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, boothId, admin }: AssignVendorBoothCommand) {
    return this.transaction.run(async ({ em, record }) => {
      // Locks the vendor row: two assignments for one vendor run one after the other.
      const vendor = await em.findOne(
        Vendor,
        { id: vendorId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
      if (vendor.isBlocked) throw new ConflictError(ADMIN_MESSAGES.blockedVendorCannotGetBooth);

      const booth = await this.commandBus.execute(new OccupyBoothCommand(boothId, vendorId, admin));
      const confirmed = vendor.registrationState !== 'confirmed';
      vendor.registrationState = 'confirmed';
      vendor.selectedBoothId = booth.boothId;
      // Moved to another stall: set up there anew (a check-in stays, it is about the vendor).
      if (booth.previousBoothNumber) vendor.setUpAt = null;
      vendor.updatedAt = this.clock.now();
      record(
        new VendorBoothAssignedEvent(vendorId, {
          boothId: booth.boothId,
          boothNumber: booth.boothNumber,
          areaName: booth.areaName,
          previousBoothNumber: booth.previousBoothNumber,
          confirmed,
        }),
      );
      return booth;
    }, admin);
  }
}
