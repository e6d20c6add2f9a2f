import { Command } from '@nestjs/cqrs';

export interface BoothSelection {
  requiresPayment: boolean;
  boothId: number;
  boothNumber: string;
  areaCode: string;
  areaName: string;
  /** Until when the stall is held for the deposit; null when it was reserved at once. */
  holdExpiresAt: Date | null;
}

/**
 * A vendor picks a stall on the map (spec 000 section 4): without a paid deposit the stall is
 * held for 30 minutes until the deposit arrives; with the deposit already paid it is reserved
 * at once. `offered`: the vendor accepts the waiting list's offer of this stall, held for them
 * already, whatever the area's self-selection (docs/decisions.md 262).
 */
export class SelectBoothCommand extends Command<BoothSelection> {
  constructor(
    readonly vendorId: string,
    readonly boothId: number,
    readonly offered = false,
  ) {
    super();
  }
}
