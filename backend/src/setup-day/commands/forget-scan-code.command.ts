import { Command } from '@nestjs/cqrs';

/** A deleted vendor's scan code is free again (their scan records keep only the vendor id). */
export class ForgetScanCodeCommand extends Command<number> {
  constructor(readonly vendorId: string) {
    super();
  }
}
