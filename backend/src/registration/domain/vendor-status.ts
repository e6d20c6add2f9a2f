import { VENDOR_STATUSES } from '@standl/contracts';
import type { RegistrationState } from './vendor.entity.js';

export { VENDOR_STATUSES };
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export interface VendorStatusFacts {
  registrationState: RegistrationState;
  /** Paid so far, in cents: the payments ledger's paid amount (docs/decisions.md 72). */
  paymentAmount: number;
  totalAmount: number;
  setUpAt: Date | null;
  lastCheckIn: Date | null;
  /** The stall is only held for the vendor (self-selected, deposit not paid). */
  holdsBooth: boolean;
}

/** The spec's single `status` string, derived from the vendor's facts (docs/decisions.md 190). */
export function deriveVendorStatus(facts: VendorStatusFacts): VendorStatus {
  if (facts.registrationState === 'rejected') return 'rejected';
  if (facts.registrationState === 'withdrawn') return 'withdrawn';
  const paidInFull = facts.totalAmount > 0 && facts.paymentAmount >= facts.totalAmount;
  if (paidInFull) return facts.lastCheckIn ? 'checked_in' : 'paid';
  if (facts.setUpAt) return 'aufgebaut';
  if (facts.registrationState === 'confirmed') return 'confirmed';
  if (facts.registrationState === 'approved') return 'approved';
  return facts.holdsBooth ? 'pending_payment' : 'pending';
}

/** What the status needs to know of the vendor's stall (held, reserved or occupied). */
export interface StallFacts {
  holdExpiresAt: Date | null;
  area: { price: number };
}

/** docs/decisions.md 14: the total is the price of the stall's area. */
export function totalAmountOf(stall: StallFacts | null): number {
  return stall?.area.price ?? 0;
}

/** The status of a vendor row, its stall and the paid amount from the payments ledger. */
export function statusOfVendor(
  vendor: Omit<VendorStatusFacts, 'paymentAmount' | 'totalAmount' | 'holdsBooth'>,
  stall: StallFacts | null,
  paidAmount: number,
): VendorStatus {
  return deriveVendorStatus({
    registrationState: vendor.registrationState,
    setUpAt: vendor.setUpAt,
    lastCheckIn: vendor.lastCheckIn,
    paymentAmount: paidAmount,
    totalAmount: totalAmountOf(stall),
    holdsBooth: stall?.holdExpiresAt != null,
  });
}
