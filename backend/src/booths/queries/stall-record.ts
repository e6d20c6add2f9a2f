import { type Booth, holdIsActive, holdMinutesLeft } from '../domain/booth.entity.js';

/** A stall as the read side sees it: a plain copy with its area, never the managed entity. */
export interface StallRecord {
  id: number;
  number: string;
  area: { id: number; code: string };
  status: Booth['status'];
  vendorId: string | null;
  reservedName: string | null;
  reservationType: Booth['reservationType'];
  reservedBy: string | null;
  reservedAt: Date | null;
  locationDescription: string | null;
  holdVendorId: string | null;
  holdExpiresAt: Date | null;
}

export function stallRecordOf(booth: Booth): StallRecord {
  return {
    id: booth.id,
    number: booth.number,
    area: { id: booth.area.id, code: booth.area.code },
    status: booth.status,
    vendorId: booth.vendorId,
    reservedName: booth.reservedName,
    reservationType: booth.reservationType,
    reservedBy: booth.reservedBy,
    reservedAt: booth.reservedAt,
    locationDescription: booth.locationDescription,
    holdVendorId: booth.holdVendorId,
    holdExpiresAt: booth.holdExpiresAt,
  };
}

/** Whether a vendor's hold on the stall runs at `now` (an expired hold counts as free). */
export function stallIsHeld(stall: StallRecord, now: Date): boolean {
  return holdIsActive(stall.holdVendorId !== null, stall.holdExpiresAt, now);
}

/** Whole minutes left of the stall's hold, rounded up; null when not held. */
export function stallHoldMinutesLeft(stall: StallRecord, now: Date): number | null {
  return holdMinutesLeft(stall.holdVendorId !== null, stall.holdExpiresAt, now);
}
