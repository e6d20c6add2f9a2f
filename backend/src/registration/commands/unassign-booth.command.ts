import { Command } from '@nestjs/cqrs';

/**
 * The organiser frees a stall (stalls tab: `vendorId: null, status: 'available'`). In one
 * transaction the stall becomes available (reason 'released-by-admin') and the vendor who had
 * it is no longer confirmed: back to 'pending', or to 'approved' when the deposit is paid.
 * A stall reserved by name or only held is simply freed. Answers the freed stall's number, or
 * null when it was already free.
 */
export class UnassignBoothCommand extends Command<{
  boothNumber: string | null;
  vendorId: string | null;
}> {
  constructor(
    readonly boothId: number,
    /** The admin's username, recorded as the actor. */
    readonly admin: string,
  ) {
    super();
  }
}
