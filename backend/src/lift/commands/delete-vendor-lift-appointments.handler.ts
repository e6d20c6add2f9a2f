import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import { DeleteVendorLiftAppointmentsCommand } from './delete-vendor-lift-appointments.command.js';

@CommandHandler(DeleteVendorLiftAppointmentsCommand)
export class DeleteVendorLiftAppointmentsHandler implements ICommandHandler<DeleteVendorLiftAppointmentsCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: DeleteVendorLiftAppointmentsCommand): Promise<number> {
    return this.transaction.run(({ em }) => em.nativeDelete(LiftAppointment, { vendorId }));
  }
}
