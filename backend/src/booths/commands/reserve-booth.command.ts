import { Command } from '@nestjs/cqrs';

/**
 * Reserves a stall for a vendor whose deposit is paid (spec: reserved = paid and allocated).
 * Succeeds when the stall is still the vendor's hold, or free even though the hold expired;
 * answers `reserved: false` when another vendor has it meanwhile (the deposit then needs a refund).
 */
export class ReserveBoothCommand extends Command<{
  reserved: boolean;
  boothNumber: string | null;
}> {
  constructor(
    readonly boothId: number,
    readonly vendorId: string,
    readonly reason: 'deposit-paid' | 'deposit-already-paid',
  ) {
    super();
  }
}
