import { Query } from '@nestjs/cqrs';
import type { VendorStatus } from '../domain/vendor-status.js';

/** A vendor of the current season as the season change archives them. */
export interface SeasonVendor {
  id: string;
  name: string;
  email: string;
  status: VendorStatus;
  isBlocked: boolean;
  blockedReason: string | null;
  canBeUnblocked: boolean;
  createdAt: Date;
  /** Occupied, reserved or held; null without a stall. */
  booth: { number: string; areaName: string } | null;
}

/** Every vendor registered before `registeredBefore`, oldest first. */
export class ListSeasonVendorsQuery extends Query<SeasonVendor[]> {
  constructor(readonly registeredBefore: Date) {
    super();
  }
}
