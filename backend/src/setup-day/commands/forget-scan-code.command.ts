import { Command } from '@nestjs/cqrs';

/** A deleted (or archived) vendor's scan code is free again and their scan records go. */
export class ForgetScanCodeCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
