import { Command } from '@nestjs/cqrs';

/**
 * Credits a confirmed deposit to the vendor (DECISIONS 16); `approved` when the stall could be
 * reserved for it (DECISIONS 15: deposit paid, stall reserved, waiting for the organiser).
 */
export class RecordDepositPaidCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly amount: number,
    readonly approved: boolean,
  ) {
    super();
  }
}
