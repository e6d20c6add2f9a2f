import { Command } from '@nestjs/cqrs';
import type { BoothReleasedEvent } from '../domain/booth-released.event.js';

export type BoothReleaseReason = BoothReleasedEvent['payload']['reason'];

/**
 * Frees a stall: clears the vendor or reserved name (and any hold). Either one stall by id, or
 * whatever the vendor has (`boothId` null), e.g. when the vendor is rejected or deleted.
 * Answers what was freed: nothing when there was nothing to free.
 */
export class ReleaseBoothCommand extends Command<
  {
    boothNumber: string;
    vendorId: string | null;
  }[]
> {
  constructor(
    readonly target: { boothId: number } | { vendorId: string },
    readonly reason: BoothReleaseReason,
  ) {
    super();
  }
}
