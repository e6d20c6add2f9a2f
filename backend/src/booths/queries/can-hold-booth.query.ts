import { Query } from '@nestjs/cqrs';

/**
 * Whether the stall could be held for the vendor now (offered for self-selection, not taken, not
 * held by someone else): a read before any transaction, so the many losers of a rush are
 * answered with one statement (issue 17). Only a hint: HoldBoothCommand's conditional update
 * decides.
 */
export class CanHoldBoothQuery extends Query<boolean> {
  constructor(
    readonly boothId: number,
    readonly vendorId: string,
  ) {
    super();
  }
}
