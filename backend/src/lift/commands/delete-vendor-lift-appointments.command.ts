import { Command } from '@nestjs/cqrs';

/** Removes a deleted vendor's lift appointments, freeing their slots (docs/decisions.md 81). */
export class DeleteVendorLiftAppointmentsCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
