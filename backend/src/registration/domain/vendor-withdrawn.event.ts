import type { WithdrawnBy } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * The registration was withdrawn (docs/decisions.md 246): by whom, the stall given up, and the
 * money as booked in the same transaction (cents). No personal data: the reasons are the
 * vendor's or organiser's words about the withdrawal, shown in the history.
 */
export class VendorWithdrawnEvent extends DomainEvent<{
  by: WithdrawnBy;
  boothNumber: string | null;
  areaName: string | null;
  stallFee: number;
  feeAmount: number;
  feePercent: number;
  /** No fee was due: on time, or no stall to pay for. */
  free: boolean;
  /** 'YYYY-MM-DD', the last day of a free withdrawal; null without a market start date. */
  lastFreeDay: string | null;
  waived: boolean;
  waiverReason: string | null;
  reason: string | null;
  paidAmount: number;
  refundAmount: number;
}> {
  static readonly TYPE = 'registration.vendor-withdrawn.v1';
  readonly type = VendorWithdrawnEvent.TYPE;
  readonly aggregateType = 'vendor';
}
