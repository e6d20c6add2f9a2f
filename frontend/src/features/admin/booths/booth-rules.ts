import {
  ADMIN_MESSAGES,
  VENDOR_STATUS_LABELS,
  type AdminBoothAreaDto,
  type AdminBoothDto,
  type AdminVendorDto,
  type ReservationType,
} from '@standl/contracts';
import { BOOTH_STATE_LABELS, boothState } from '../../booths';

export const NAME_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 500;
/** Characters of a name shown on a stall button (spec 001 section 2). */
export const BUTTON_NAME_LENGTH = 8;

/** 'Belegt' / 'Reserviert' for the reservation list (spec 001 section 2). */
export const TAKEN_STATUS_LABELS: Record<'reserved' | 'occupied', string> = {
  reserved: 'Reserviert',
  occupied: 'Belegt',
};

export function reservationTypeLabel(type: ReservationType | null): string {
  return type === 'manual_name' ? 'Manuelle Reservierung' : 'Händler-Reservierung';
}

export const byNumber = <T extends { number: string }>(booths: readonly T[]): T[] =>
  [...booths].sort((a, b) => a.number.localeCompare(b.number, 'de', { numeric: true }));

/** Free right now: the organiser can reserve or assign it (a running hold blocks both). */
export function isFree(booth: AdminBoothDto): boolean {
  return boothState(booth) === 'available';
}

/** Who has the stall: the vendor, the reserved name or, while a hold runs, the holding vendor. */
export function boothHolder(booth: AdminBoothDto): string | null {
  const state = boothState(booth);
  if (state === 'available') return null;
  return (state === 'processing' ? booth.holdVendorName : booth.displayName) || null;
}

/** Under the number on the map: the first 8 characters of the holder's name, else the state. */
export function boothButtonCaption(booth: AdminBoothDto): string {
  const holder = boothHolder(booth)?.trim();
  return holder
    ? holder.slice(0, BUTTON_NAME_LENGTH).trimEnd()
    : BOOTH_STATE_LABELS[boothState(booth)];
}

/** 'Standplatz AK-02, belegt, Glasbläserei Sonnleitner': the tile's accessible name. */
export function boothTileLabel(booth: AdminBoothDto): string {
  const holder = boothHolder(booth);
  const left = minutesText(booth.reservationTimeLeft);
  return [
    `Standplatz ${booth.number}`,
    BOOTH_STATE_LABELS[boothState(booth)],
    holder,
    boothState(booth) === 'processing' && left,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Stalls that are not available (spec: "current reservations"), in area then number order. */
export function currentReservations(areas: readonly AdminBoothAreaDto[]): AdminBoothDto[] {
  return areas.flatMap((area) =>
    byNumber(area.booths.filter((booth) => booth.status !== 'available')),
  );
}

/** Stalls a vendor holds right now while paying the deposit (shown for information only). */
export function runningHolds(areas: readonly AdminBoothAreaDto[]): AdminBoothDto[] {
  return areas.flatMap((area) =>
    byNumber(area.booths.filter((booth) => boothState(booth) === 'processing')),
  );
}

export function findBooth(
  areas: readonly AdminBoothAreaDto[] | undefined,
  id: number | null,
): AdminBoothDto | null {
  if (id === null || !areas) return null;
  return areas.flatMap((area) => area.booths).find((booth) => booth.id === id) ?? null;
}

/** The free stalls per area for the stall choice of the reservation dialog. */
export function freeBoothsByArea(
  areas: readonly AdminBoothAreaDto[],
): { area: AdminBoothAreaDto; booths: AdminBoothDto[] }[] {
  return areas
    .map((area) => ({ area, booths: byNumber(area.booths.filter(isFree)) }))
    .filter((group) => group.booths.length > 0);
}

/** Vendors who wait for the organiser (docs/admin-api.md "pendingCount"). */
const WAITING_STATUSES = ['approved', 'pending', 'pending_payment'] as const;
type WaitingStatus = (typeof WAITING_STATUSES)[number];

function isWaiting(status: AdminVendorDto['status']): status is WaitingStatus {
  return (WAITING_STATUSES as readonly string[]).includes(status);
}

/**
 * Vendors the reservation dialog offers: no stall, not blocked and waiting. The spec names only
 * 'approved' (deposit paid); those come first, then the other waiting vendors, each by name.
 */
export function assignableVendors(vendors: readonly AdminVendorDto[]): AdminVendorDto[] {
  return vendors
    .filter((vendor) => vendor.boothId === null && !vendor.isBlocked && isWaiting(vendor.status))
    .sort(
      (a, b) =>
        WAITING_STATUSES.indexOf(a.status as WaitingStatus) -
          WAITING_STATUSES.indexOf(b.status as WaitingStatus) || a.name.localeCompare(b.name, 'de'),
    );
}

/** Group heading of a vendor in the choice: 'Anzahlung geleistet', 'Wartend', … */
export function vendorGroup(vendor: AdminVendorDto): string {
  return VENDOR_STATUS_LABELS[vendor.status];
}

/**
 * The manual reservation's name rule (spec 001 section 5: non-empty trimmed), with the server's
 * text; the input itself stops at the server's 200 characters.
 */
export function reservedNameError(name: string): string | null {
  return name.trim() ? null : ADMIN_MESSAGES.reservedNameRequired;
}

export function minutesText(count: number | null): string {
  if (!count) return '';
  return count === 1 ? 'noch 1 Minute' : `noch ${count} Minuten`;
}
