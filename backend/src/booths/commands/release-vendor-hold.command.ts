import { Command } from '@nestjs/cqrs';

/** Gives up the stall a vendor holds (e.g. the vendor chose to pay the deposit in cash). */
export class ReleaseVendorHoldCommand extends Command<{ released: boolean }> {
  constructor(readonly vendorId: string) {
    super();
  }
}
