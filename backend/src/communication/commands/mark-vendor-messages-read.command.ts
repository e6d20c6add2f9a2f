import { Command } from '@nestjs/cqrs';

/** The organiser opened the vendor's messages: they no longer count as unread. */
export class MarkVendorMessagesReadCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
