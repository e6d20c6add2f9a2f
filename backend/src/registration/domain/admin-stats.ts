import type { BoothStatus } from '@standl/contracts';
import { viennaDate } from '../../shared/clock/clock.js';
import { type StallFacts, statusOfVendor } from './vendor-status.js';

export interface AdminStats {
  invitedCount: number;
  registeredCount: number;
  pendingCount: number;
  totalVendors: number;
  assignedBooths: number;
  paidVendors: number;
  setupVendors: number;
  checkinsToday: number;
}

/** What the tiles need of a vendor: its status facts, id and source. */
export type VendorStatsFacts = Parameters<typeof statusOfVendor>[0] & {
  id: string;
  source: string;
};

const WAITING = new Set(['pending', 'pending_payment', 'approved']);
const PAID = new Set(['paid', 'checked_in']);

/** The dashboard's eight tiles (docs/admin-api.md defines each figure). */
export function computeAdminStats(input: {
  vendors: readonly VendorStatsFacts[];
  stallOf: (vendorId: string) => StallFacts | null;
  /** Paid so far, from the payments ledger. */
  paidOf: (vendorId: string) => number;
  boothStatuses: BoothStatus[];
  invitedCount: number;
  now: Date;
}): AdminStats {
  const today = viennaDate(input.now);
  const statuses = input.vendors.map((vendor) =>
    statusOfVendor(vendor, input.stallOf(vendor.id), input.paidOf(vendor.id)),
  );
  return {
    invitedCount: input.invitedCount,
    registeredCount: input.vendors.filter((vendor) => vendor.source === 'form').length,
    pendingCount: statuses.filter((status) => WAITING.has(status)).length,
    totalVendors: input.vendors.length,
    assignedBooths: input.boothStatuses.filter((status) => status !== 'available').length,
    paidVendors: statuses.filter((status) => PAID.has(status)).length,
    setupVendors: input.vendors.filter((vendor) => vendor.setUpAt !== null).length,
    checkinsToday: input.vendors.filter(
      (vendor) => vendor.lastCheckIn !== null && viennaDate(vendor.lastCheckIn) === today,
    ).length,
  };
}
