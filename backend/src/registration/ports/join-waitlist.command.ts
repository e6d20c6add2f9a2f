import { Command } from '@nestjs/cqrs';

/** A vendor's place on an area's waiting list; `position` counts from 1 among those waiting. */
export interface WaitlistPlace {
  entryId: string;
  areaId: number;
  areaName: string;
  position: number;
  joinedAt: Date;
}

/**
 * The vendor joins the end of an area's waiting list, inside the caller's transaction when there
 * is one (the registration). Allowed only when the area is closed or has no free stall, unless
 * the organiser adds them (`addedBy`). The waiting list answers it (a context above registration).
 */
export class JoinWaitlistCommand extends Command<WaitlistPlace> {
  constructor(
    readonly vendorId: string,
    readonly areaId: number,
    /** The organiser's name when they put the vendor on the list; null for the vendor. */
    readonly addedBy: string | null = null,
  ) {
    super();
  }
}
