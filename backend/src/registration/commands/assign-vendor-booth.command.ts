import { Command } from '@nestjs/cqrs';
import type { OccupiedBooth } from '../../booths/index.js';

/**
 * The organiser assigns a stall: in one transaction the stall becomes occupied by the vendor and
 * the vendor is confirmed (spec: assigning gives Bestätigt). Used by assign-booth and by the
 * stalls tab.
 */
export class AssignVendorBoothCommand extends Command<OccupiedBooth> {
  constructor(
    readonly vendorId: string,
    readonly boothId: number,
    /** The admin's username, recorded as the actor and as the stall's 'reservedBy'. */
    readonly admin: string,
  ) {
    super();
  }
}
