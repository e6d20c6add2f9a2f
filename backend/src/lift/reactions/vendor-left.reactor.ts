import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BoothReleasedEvent } from '../../booths/index.js';
import { VendorBlockedEvent, VendorDeletedEvent } from '../../registration/index.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { DeleteVendorLiftAppointmentsCommand } from '../commands/delete-vendor-lift-appointments.command.js';
import { ReleaseVendorLiftAppointmentsCommand } from '../commands/lift-appointment.commands.js';

/**
 * A vendor without a stall (rejected, or the stall released by the organiser) or blocked no
 * longer may use the lift (decisions 75): their upcoming appointments are freed for others.
 * A move to another stall ('reassigned') keeps them. A deleted vendor's appointments are deleted
 * (they carry the vendor's name), as communication deletes their messages.
 */
@Injectable()
@ReactsTo('lift.vendor-left', [
  BoothReleasedEvent.TYPE,
  VendorBlockedEvent.TYPE,
  VendorDeletedEvent.TYPE,
])
export class VendorLeftReactor implements EventReactor {
  constructor(private readonly commandBus: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    if (event.type === VendorDeletedEvent.TYPE) {
      await this.commandBus.execute(new DeleteVendorLiftAppointmentsCommand(event.aggregateId));
      return;
    }
    if (event.type === VendorBlockedEvent.TYPE) {
      await this.commandBus.execute(
        new ReleaseVendorLiftAppointmentsCommand(event.aggregateId, 'vendor-blocked'),
      );
      return;
    }
    const { vendorId, reason } = event.payload as BoothReleasedEvent['payload'];
    if (!vendorId || (reason !== 'released-by-admin' && reason !== 'vendor-rejected')) return;
    await this.commandBus.execute(
      new ReleaseVendorLiftAppointmentsCommand(vendorId, 'stall-released'),
    );
  }
}
