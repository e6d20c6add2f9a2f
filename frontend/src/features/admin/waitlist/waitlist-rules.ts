import {
  formatOfferExpiry,
  WAITLIST_OFFER_STATE_LABELS,
  type AdminBoothAreaDto,
  type AdminBoothDto,
  type AdminVendorDto,
  type WaitlistDto,
  type WaitlistEntryDto,
  type WaitlistOfferAdminDto,
  type WaitlistOfferState,
} from '@standl/contracts';
import { boothState } from '../../booths';

/**
 * 'Offen bis 3. Dezember 2026, 14:00 Uhr' for a running offer (the end as the vendor's mail
 * names it), else what became of it ('Abgelaufen').
 */
export function offerStateText(offer: Pick<WaitlistOfferAdminDto, 'state' | 'expiresAt'>): string {
  return offer.state === 'open'
    ? `Offen bis ${formatOfferExpiry(offer.expiresAt)}`
    : WAITLIST_OFFER_STATE_LABELS[offer.state];
}

export function offerStateColor(
  state: WaitlistOfferState,
): 'info' | 'success' | 'default' | 'warning' {
  if (state === 'open') return 'info';
  if (state === 'accepted') return 'success';
  if (state === 'expired') return 'warning';
  return 'default';
}

/** Who made the offer: the chain on its own ('automatisch') or a member of the team. */
export function offeredByText(offeredBy: string): string {
  return offeredBy === 'auto' ? 'automatisch' : `von ${offeredBy}`;
}

/**
 * The list after moving one entry `delta` places (−1 up, +1 down); null when it is already
 * first or last, so nothing is sent.
 */
export function movedEntries<T extends { entryId: string }>(
  entries: readonly T[],
  entryId: string,
  delta: -1 | 1,
): T[] | null {
  const from = entries.findIndex((entry) => entry.entryId === entryId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= entries.length) return null;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next.map((entry, index) => ({ ...entry, position: index + 1 }));
}

/**
 * The stalls the organiser can offer: free right now (no vendor, no reservation, no running
 * hold; a stall under an open offer is held for its vendor), in number order.
 */
export function offerableStalls(
  areas: readonly AdminBoothAreaDto[] | undefined,
  areaId: number,
): AdminBoothDto[] {
  const area = areas?.find((candidate) => candidate.id === areaId);
  return (area?.booths ?? [])
    .filter((booth) => boothState(booth) === 'available')
    .sort((a, b) => a.number.localeCompare(b.number, 'de', { numeric: true }));
}

/** The question before an entry leaves the list; an open offer is withdrawn with it. */
export function removalText(entry: WaitlistEntryDto, areaName: string): string {
  const base = `${entry.vendorName} wird von der Warteliste für ${areaName} genommen.`;
  return entry.offer?.state === 'open'
    ? `${base} Das offene Angebot für Standplatz ${entry.offer.boothNumber} wird zurückgenommen und der Platz wieder frei.`
    : base;
}

/**
 * Who the organiser can put on a list: vendors without a stall of their own, still in the
 * season (not withdrawn, rejected or blocked) and on no list yet (one list per vendor).
 */
export function addableVendors(
  vendors: readonly AdminVendorDto[],
  waitlist: Pick<WaitlistDto, 'areas'>,
): AdminVendorDto[] {
  const listed = new Set(
    waitlist.areas.flatMap((area) => area.entries.map((entry) => entry.vendorId)),
  );
  return vendors
    .filter(
      (vendor) =>
        vendor.boothId === null &&
        vendor.status !== 'withdrawn' &&
        vendor.status !== 'rejected' &&
        !vendor.isBlocked &&
        !listed.has(vendor.id),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
