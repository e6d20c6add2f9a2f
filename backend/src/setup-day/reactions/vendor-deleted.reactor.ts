import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VendorDeletedEvent } from '../../registration/index.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { ForgetScanCodeCommand } from '../commands/forget-scan-code.command.js';

/** A deleted (or archived) vendor's scan code and scan records go with the season. */
@Injectable()
@ReactsTo('setup-day.vendor-deleted', [VendorDeletedEvent.TYPE])
export class VendorDeletedReactor implements EventReactor {
  constructor(private readonly commandBus: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    await this.commandBus.execute(new ForgetScanCodeCommand(event.aggregateId));
  }
}
