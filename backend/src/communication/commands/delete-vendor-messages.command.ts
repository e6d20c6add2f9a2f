import { Command } from '@nestjs/cqrs';

/**
 * Removes a deleted vendor's personal data kept here (docs/decisions.md 81): their messages to the
 * organiser and the stored copies of the mails sent to them (which hold their access code).
 * Answers how many rows went.
 */
export class DeleteVendorMessagesCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
