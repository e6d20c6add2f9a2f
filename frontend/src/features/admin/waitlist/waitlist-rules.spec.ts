import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import { describe, expect, it } from 'vitest';
import { adminVendor } from '../vendors/testing';
import { waitlist, waitlistEntry, waitlistOffer } from './testing';
import {
  addableVendors,
  movedEntries,
  offerableStalls,
  offeredByText,
  offerStateText,
  removalText,
} from './waitlist-rules';

const entries = ['a', 'b', 'c'].map((entryId, index) =>
  waitlistEntry({ entryId, position: index + 1 }),
);
const ids = (list: { entryId: string }[] | null) => list?.map((entry) => entry.entryId) ?? null;

describe('movedEntries', () => {
  it('moves an entry one place up or down and numbers the list anew', () => {
    expect(ids(movedEntries(entries, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(movedEntries(entries, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(movedEntries(entries, 'c', -1)?.map((entry) => entry.position)).toEqual([1, 2, 3]);
  });

  it('does nothing past either end or for an unknown entry', () => {
    expect(movedEntries(entries, 'a', -1)).toBeNull();
    expect(movedEntries(entries, 'c', 1)).toBeNull();
    expect(movedEntries(entries, 'x', 1)).toBeNull();
  });
});

describe('offer texts', () => {
  it('names a running offer with its end in Vienna time, a finished one by its outcome', () => {
    expect(offerStateText(waitlistOffer({ expiresAt: '2026-11-12T13:00:00.000Z' }))).toBe(
      'Offen bis 12. November 2026, 14:00 Uhr',
    );
    expect(offerStateText(waitlistOffer({ state: 'accepted' }))).toBe('Angenommen');
    expect(offerStateText(waitlistOffer({ state: 'declined' }))).toBe('Abgelehnt');
    expect(offerStateText(waitlistOffer({ state: 'expired' }))).toBe('Abgelaufen');
    expect(offerStateText(waitlistOffer({ state: 'cancelled' }))).toBe('Zurückgenommen');
  });

  it('tells the automatic chain from an organiser', () => {
    expect(offeredByText('auto')).toBe('automatisch');
    expect(offeredByText('anna')).toBe('von anna');
  });

  it('warns that removing withdraws an open offer', () => {
    const plain = waitlistEntry({ vendorName: 'Kerzen Maier' });
    expect(removalText(plain, 'Arkadenhof')).toBe(
      'Kerzen Maier wird von der Warteliste für Arkadenhof genommen.',
    );
    const offered = waitlistEntry({ offer: waitlistOffer({ boothNumber: 'AK-07' }) });
    expect(removalText(offered, 'Arkadenhof')).toContain(
      'Das offene Angebot für Standplatz AK-07 wird zurückgenommen',
    );
    const answered = waitlistEntry({ offer: waitlistOffer({ state: 'expired' }) });
    expect(removalText(answered, 'Arkadenhof')).not.toContain('Angebot');
  });
});

describe('offerableStalls', () => {
  const booth = (id: number, number: string, extra: Partial<AdminBoothDto> = {}) =>
    ({ id, number, status: 'available', isBeingProcessed: false, ...extra }) as AdminBoothDto;
  const areas = [
    {
      id: 1,
      booths: [
        booth(10, 'AK-10'),
        booth(2, 'AK-02'),
        booth(3, 'AK-03', { status: 'occupied' }),
        booth(4, 'AK-04', { status: 'reserved' }),
        booth(5, 'AK-05', { isBeingProcessed: true }),
      ],
    },
    { id: 2, booths: [booth(20, 'BK-01')] },
  ] as AdminBoothAreaDto[];

  it("offers only the area's free stalls without a running hold, in number order", () => {
    expect(offerableStalls(areas, 1).map((stall) => stall.number)).toEqual(['AK-02', 'AK-10']);
    expect(offerableStalls(areas, 3)).toEqual([]);
    expect(offerableStalls(undefined, 1)).toEqual([]);
  });
});

describe('addableVendors', () => {
  it('offers vendors without a stall who are on no list, by name', () => {
    const vendors = [
      adminVendor({ id: 'a', name: 'Zuckerbäcker' }),
      adminVendor({ id: 'b', name: 'Adventkränze' }),
      adminVendor({ id: 'c', name: 'Mit Platz', boothId: 3 }),
      adminVendor({ id: 'd', name: 'Zurückgezogen', status: 'withdrawn' }),
      adminVendor({ id: 'e', name: 'Abgelehnt', status: 'rejected' }),
      adminVendor({ id: 'f', name: 'Gesperrt', isBlocked: true }),
      adminVendor({ id: 'v-2', name: 'Kerzen Maier' }),
    ];
    expect(addableVendors(vendors, waitlist()).map((vendor) => vendor.id)).toEqual(['b', 'a']);
  });
});
