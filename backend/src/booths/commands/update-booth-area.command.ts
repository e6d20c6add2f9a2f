import { Command } from '@nestjs/cqrs';
import type { AreaSurcharges } from '@standl/contracts';

export interface BoothAreaChange {
  name?: string;
  /** Stall fee in cents. */
  price?: number;
  /** Cents per metre of stall width; null clears it. */
  pricePerMeter?: number | null;
  /** 1-99: raising adds free stalls after the highest number, lowering removes free ones from the top. */
  totalBooths?: number;
  allowSelfSelection?: boolean;
  /** Closed: no self-selection, new registrations join the area's waiting list. */
  closedForSelection?: boolean;
  /** The size of the site the plan shows; null removes it (the stalls' places stay stored). */
  plan?: { widthCm: number; depthCm: number } | null;
  /** Cents per attribute; only the given ones change. */
  surcharges?: Partial<AreaSurcharges>;
}

/**
 * The organiser edits an area (Bereiche tab). Only sent fields change. Lowering the count is
 * refused with 409 naming the stalls in the way when any of the top stalls is not free; a plan
 * size a placed stall would not fit on with 409 too; then nothing changes. Answers the stalls
 * added and removed.
 */
export class UpdateBoothAreaCommand extends Command<{
  addedBooths: string[];
  removedBooths: string[];
}> {
  constructor(
    readonly areaId: number,
    readonly change: BoothAreaChange,
    readonly admin: string,
  ) {
    super();
  }
}
