import { Command } from '@nestjs/cqrs';

/**
 * The organiser reserves a free stall for a name (someone without a vendor record): the stall
 * becomes `reserved` with reservation type `manual_name`. Refused with 409 'Standplatz ist
 * bereits vergeben' unless the stall is free right now (no vendor, no name, no current hold).
 */
export class ReserveBoothManuallyCommand extends Command<{ boothId: number; boothNumber: string }> {
  constructor(
    readonly boothId: number,
    /** Trimmed, 1-200 characters (checked by the DTO). */
    readonly name: string,
    /** The admin's username, stored as `reservedBy` and recorded as the actor. */
    readonly admin: string,
  ) {
    super();
  }
}
