import { Command } from '@nestjs/cqrs';

/** Removes a deleted vendor's messages (personal data, DECISIONS 20). */
export class DeleteVendorMessagesCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
