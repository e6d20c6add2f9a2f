import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VendorDeletedEvent } from '../../registration/index.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { DeleteVendorMessagesCommand } from '../commands/delete-vendor-messages.command.js';

/**
 * A deleted vendor's messages and mail copies go too (docs/decisions.md 81), after the deletion
 * commits.
 */
@Injectable()
@ReactsTo('communication.vendor-deleted', [VendorDeletedEvent.TYPE])
export class VendorDeletedReactor implements EventReactor {
  constructor(private readonly commandBus: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    await this.commandBus.execute(new DeleteVendorMessagesCommand(event.aggregateId));
  }
}
