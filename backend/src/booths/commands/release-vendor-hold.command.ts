import { Command } from '@nestjs/cqrs';
import type { HoldReleaseReason } from '../domain/booth-hold-released.event.js';

/**
 * Gives up the stall a vendor holds (e.g. the vendor chose to pay the deposit in cash); with
 * `boothId`, only a hold on that stall (a waiting list's offer ended: a newer pick stays).
 */
export class ReleaseVendorHoldCommand extends Command<{ released: boolean }> {
  constructor(
    readonly vendorId: string,
    readonly reason: Extract<HoldReleaseReason, 'given-up' | 'offer-ended'> = 'given-up',
    readonly boothId: number | null = null,
  ) {
    super();
  }
}
