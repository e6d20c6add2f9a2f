import { Command } from '@nestjs/cqrs';

export interface BoothHold {
  boothId: number;
  boothNumber: string;
  areaCode: string;
  areaName: string;
  /** The area's stall fee in cents. */
  areaPrice: number;
  expiresAt: Date;
}

/**
 * Holds an available stall of a self-selectable area for a vendor until `expiresAt`
 * (docs/decisions.md 12); a vendor's earlier hold is released. Fails with 'Standplatz nicht
 * verfügbar' when the stall is taken, held by someone else or not offered.
 */
export class HoldBoothCommand extends Command<BoothHold> {
  constructor(
    readonly boothId: number,
    readonly vendorId: string,
    readonly expiresAt: Date,
    /**
     * Held for a waiting list's offer (or its acceptance): any free stall, also of an area
     * without self-selection or closed (OFFERABLE_BOOTH_SQL).
     */
    readonly offered = false,
  ) {
    super();
  }
}
