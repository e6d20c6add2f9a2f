import { Command } from '@nestjs/cqrs';

/**
 * A confirmed deposit's consequences for the registration (the money itself is booked in the
 * payments ledger): `approved` when the stall could be reserved for it (docs/decisions.md 190:
 * deposit paid, stall reserved, waiting for the organiser), and the vendor chose their stall.
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
