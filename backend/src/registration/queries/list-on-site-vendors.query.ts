import { Query } from '@nestjs/cqrs';
import type { VendorStatus } from '../domain/vendor-status.js';

/** A vendor who was given a stall, as set-up day needs them (print sheets, scanner). */
export interface OnSiteVendor {
  id: string;
  name: string;
  email: string;
  phone: string;
  accessCode: string;
  status: VendorStatus;
  isBlocked: boolean;
  setUpAt: Date | null;
  lastCheckIn: Date | null;
  /** When the vendor registered: the archive's blocking jobs skip those who came after their deadline. */
  createdAt: Date;
  booth: { id: number; number: string; areaCode: string; areaName: string };
}

/** One vendor by id, by (normalised) access code, or both must match. */
export interface OnSiteVendorFilter {
  vendorId?: string;
  accessCode?: string;
}

/**
 * Vendors with an assigned stall (not a mere hold; not rejected), blocked ones included with
 * their flag, ordered by stall number.
 */
export class ListOnSiteVendorsQuery extends Query<OnSiteVendor[]> {
  constructor(readonly filter: OnSiteVendorFilter = {}) {
    super();
  }
}
