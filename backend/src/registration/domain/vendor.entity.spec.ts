import { Vendor, type VendorStall } from './vendor.entity.js';

const at = new Date('2026-12-09T10:00:00Z');
const stall: VendorStall = {
  number: 'AK-01',
  status: 'occupied',
  holdExpiresAt: null,
  area: { price: 15000 },
};

describe('a vendor on set-up day', () => {
  it('is set up once; the first time stays', () => {
    const vendor = new Vendor();
    expect(vendor.markSetUp(stall, new Date('2026-12-03T08:00:00Z'), at)).not.toBeNull();
    expect(vendor.markSetUp(stall, new Date('2026-12-03T09:00:00Z'), at)).toBeNull();
    expect(vendor.setUpAt).toEqual(new Date('2026-12-03T08:00:00Z'));
  });

  it('checks in once per Vienna day', () => {
    const vendor = new Vendor();
    const checkIn = (when: string) => vendor.checkIn(stall, 15000, new Date(when), at);
    expect(checkIn('2026-12-05T08:00:00Z')).not.toBeNull();
    expect(checkIn('2026-12-05T22:59:00Z')).toBeNull();
    expect(vendor.lastCheckIn).toEqual(new Date('2026-12-05T08:00:00Z'));
    expect(checkIn('2026-12-05T23:00:00Z')).not.toBeNull();
    expect(vendor.lastCheckIn).toEqual(new Date('2026-12-05T23:00:00Z'));
  });
});

describe('a blocked vendor', () => {
  it('is blocked once per reason and unblocked when the block may be lifted', () => {
    const vendor = new Vendor();
    expect(vendor.block('Nicht aufgebaut', at)).not.toBeNull();
    expect(vendor.block('Nicht aufgebaut', at)).toBeNull();
    expect(vendor).toMatchObject({ isBlocked: true, canBeUnblocked: true, blockedAt: at });
    expect(vendor.unblock(at)).not.toBeNull();
    expect(vendor).toMatchObject({ isBlocked: false, blockedReason: null, blockedAt: null });
    expect(vendor.unblock(at)).toBeNull();
  });

  it('refuses to lift a permanent block until an organiser marks it liftable', () => {
    const vendor = new Vendor();
    vendor.block('Lift-Ticket weitergegeben', at, false);
    expect(() => vendor.unblock(at)).toThrow(
      'Diese Sperre ist dauerhaft und kann nicht aufgehoben werden. Ein Organisator kann sie im Archiv als aufhebbar kennzeichnen.',
    );
    expect(vendor.isBlocked).toBe(true);
    expect(vendor.markBlockPermanence(true, at)).not.toBeNull();
    expect(vendor.markBlockPermanence(true, at)).toBeNull();
    expect(vendor.unblock(at)).not.toBeNull();
  });

  it('keeps a permanent mark when blocked again without one, and has none to mark while not blocked', () => {
    const vendor = new Vendor();
    expect(vendor.markBlockPermanence(false, at)).toBeNull();
    vendor.block('Lift-Ticket weitergegeben', at, false);
    expect(vendor.block('Offener Betrag bei Marktende', at)).not.toBeNull();
    expect(vendor.canBeUnblocked).toBe(false);
    expect(vendor.block('Offener Betrag bei Marktende', at, true)).not.toBeNull();
    expect(vendor.canBeUnblocked).toBe(true);
  });
});
