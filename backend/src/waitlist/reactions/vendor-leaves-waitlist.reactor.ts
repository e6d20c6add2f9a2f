import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WaitlistRemovalReason } from '@standl/contracts';
import { BoothOccupiedEvent, BoothReservedEvent } from '../../booths/index.js';
import {
  VendorBlockedEvent,
  VendorChangedByAdminEvent,
  VendorDeletedEvent,
} from '../../registration/index.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import {
  DeleteVendorWaitlistCommand,
  RemoveFromWaitlistCommand,
} from '../commands/waitlist.commands.js';

/** The withdrawal's event (registration, issue 31), by its stored type. */
export const VENDOR_WITHDRAWN_EVENT = 'registration.vendor-withdrawn.v1';

/**
 * A vendor leaves the list when they get a stall by any way (reserved after the deposit,
 * assigned), withdraw, are rejected or blocked; a deleted vendor's entries are deleted
 * (docs/decisions.md 265). An open offer ends with it and the chain moves on.
 */
@Injectable()
@ReactsTo('waitlist.vendor-leaves', [
  BoothReservedEvent.TYPE,
  BoothOccupiedEvent.TYPE,
  VendorBlockedEvent.TYPE,
  VendorChangedByAdminEvent.TYPE,
  VendorDeletedEvent.TYPE,
  VENDOR_WITHDRAWN_EVENT,
])
export class VendorLeavesWaitlistReactor implements EventReactor {
  constructor(private readonly commandBus: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    if (event.type === VendorDeletedEvent.TYPE) {
      await this.commandBus.execute(new DeleteVendorWaitlistCommand(event.aggregateId));
      return;
    }
    const leaving = this.leaving(event);
    if (!leaving) return;
    await this.commandBus.execute(
      new RemoveFromWaitlistCommand({ vendorId: leaving.vendorId }, leaving.reason),
    );
  }

  private leaving(event: StoredEvent): { vendorId: string; reason: WaitlistRemovalReason } | null {
    switch (event.type) {
      case BoothReservedEvent.TYPE:
      case BoothOccupiedEvent.TYPE: {
        const { vendorId } = event.payload as { vendorId: string };
        return { vendorId, reason: 'has-stall' };
      }
      case VendorBlockedEvent.TYPE:
        return { vendorId: event.aggregateId, reason: 'vendor-blocked' };
      case VENDOR_WITHDRAWN_EVENT:
        return { vendorId: event.aggregateId, reason: 'vendor-withdrew' };
      case VendorChangedByAdminEvent.TYPE: {
        const { status } = event.payload as VendorChangedByAdminEvent['payload'];
        return status?.to === 'rejected'
          ? { vendorId: event.aggregateId, reason: 'vendor-rejected' }
          : null;
      }
      default:
        return null;
    }
  }
}
