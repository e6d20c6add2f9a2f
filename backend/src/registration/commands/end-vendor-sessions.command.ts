import { Command } from '@nestjs/cqrs';

/** The vendor logged out: every session cookie issued until now stops working. */
export class EndVendorSessionsCommand extends Command<void> {
  constructor(readonly vendorId: string) {
    super();
  }
}
