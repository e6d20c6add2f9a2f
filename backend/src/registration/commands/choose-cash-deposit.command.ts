import { Command } from '@nestjs/cqrs';

/**
 * The vendor chose to pay the deposit in cash on site. No money has arrived, so the stall is
 * not kept: the hold is released and the wished stall goes to the organiser, who assigns it
 * (documented in docs/decisions.md).
 */
export class ChooseCashDepositCommand extends Command<void> {
  constructor(readonly vendorId: string) {
    super();
  }
}
