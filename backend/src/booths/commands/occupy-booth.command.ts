import { Command } from '@nestjs/cqrs';

export interface OccupiedBooth {
  boothId: number;
  boothNumber: string;
  areaCode: string;
  areaName: string;
  /** The stall the vendor had before (now free again), if any. */
  previousBoothNumber: string | null;
}

/**
 * The organiser gives a stall to a vendor: it becomes `occupied` by them. Any other stall or
 * hold of the vendor is freed. Refused when another vendor or a reserved name has the stall.
 */
export class OccupyBoothCommand extends Command<OccupiedBooth> {
  constructor(
    readonly boothId: number,
    readonly vendorId: string,
    /** Who assigns, shown as 'reservedBy' (the admin's username). */
    readonly assignedBy: string,
  ) {
    super();
  }
}
