import { Command } from '@nestjs/cqrs';

/** Removes a deleted vendor's lift appointments, freeing their slots (DECISIONS 20). */
export class DeleteVendorLiftAppointmentsCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
