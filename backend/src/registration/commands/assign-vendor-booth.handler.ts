import { LockMode } from '@mikro-orm/core';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { OccupyBoothCommand } from '../../booths/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
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
      // The assignment's rule before the stall is occupied.
      vendor.assertMayGetBooth();

      const booth = await this.commandBus.execute(new OccupyBoothCommand(boothId, vendorId, admin));
      record(vendor.assignBooth(booth, this.clock.now()));
      return booth;
    }, admin);
  }
}
