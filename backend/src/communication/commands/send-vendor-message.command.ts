import { Command } from '@nestjs/cqrs';
import type { VendorMessage } from '../domain/vendor-message.entity.js';

/** Stores a vendor's message to the organiser. */
export class SendVendorMessageCommand extends Command<VendorMessage> {
  constructor(
    readonly vendorId: string,
    readonly message: string,
  ) {
    super();
  }
}
