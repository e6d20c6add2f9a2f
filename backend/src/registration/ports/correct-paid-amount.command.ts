import { Command } from '@nestjs/cqrs';

/**
 * The organiser sets what a vendor has paid in total (the detail dialog's paid amount, or the
 * status 'Bezahlt'): a correction entry books the difference with the reason, so nothing is
 * overwritten (docs/decisions.md 72). Runs inside the caller's transaction when there is one.
 * Answers the paid amount before and after; no entry when they are equal.
 */
export class CorrectPaidAmountCommand extends Command<{ from: number; to: number }> {
  constructor(
    readonly vendorId: string,
    /** The new total paid, in cents. */
    readonly paidAmount: number,
    readonly note: string,
    readonly actor: string,
  ) {
    super();
  }
}
