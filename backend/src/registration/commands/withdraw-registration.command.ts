import { Command } from '@nestjs/cqrs';
import type { WithdrawnBy } from '@standl/contracts';

export interface WithdrawalResult {
  withdrawnAt: Date;
  by: WithdrawnBy;
  feeAmount: number;
  free: boolean;
  waived: boolean;
  refundAmount: number;
  openAmount: number;
  boothNumber: string | null;
}

/**
 * Withdraws a registration (issue 31, docs/decisions.md 246–252) in one transaction: the vendor
 * row locked, the rule checked, the stall (or hold) released, upcoming lift appointments freed,
 * the charge and any refund booked, `VendorWithdrawnEvent` recorded. The vendor passes the fee
 * they confirmed (`confirmedFeeAmount`); the organiser passes null and may waive the fee.
 */
export class WithdrawRegistrationCommand extends Command<WithdrawalResult> {
  constructor(
    readonly vendorId: string,
    readonly by: WithdrawnBy,
    readonly reason: string | null,
    readonly confirmedFeeAmount: number | null,
    readonly waiverReason: string | null,
    /** 'vendor', or the console account's display name. */
    readonly actor: string,
  ) {
    super();
  }
}
