import { Vendor } from './vendor.entity.js';

const at = new Date('2026-12-09T10:00:00Z');

describe('a vendor on set-up day', () => {
  it('is set up once; the first time stays', () => {
    const vendor = new Vendor();
    expect(vendor.markSetUp(new Date('2026-12-03T08:00:00Z'))).toBe(true);
    expect(vendor.markSetUp(new Date('2026-12-03T09:00:00Z'))).toBe(false);
    expect(vendor.setUpAt).toEqual(new Date('2026-12-03T08:00:00Z'));
  });

  it('checks in once per Vienna day', () => {
    const vendor = new Vendor();
    expect(vendor.checkIn(new Date('2026-12-05T08:00:00Z'))).toBe(true);
    expect(vendor.checkIn(new Date('2026-12-05T22:59:00Z'))).toBe(false);
    expect(vendor.lastCheckIn).toEqual(new Date('2026-12-05T08:00:00Z'));
    expect(vendor.checkIn(new Date('2026-12-05T23:00:00Z'))).toBe(true);
    expect(vendor.lastCheckIn).toEqual(new Date('2026-12-05T23:00:00Z'));
  });
});

describe('a blocked vendor', () => {
  it('is blocked once per reason and unblocked when the block may be lifted', () => {
    const vendor = new Vendor();
    expect(vendor.block('Nicht aufgebaut', at)).toBe(true);
    expect(vendor.block('Nicht aufgebaut', at)).toBe(false);
    expect(vendor).toMatchObject({ isBlocked: true, canBeUnblocked: true, blockedAt: at });
    expect(vendor.unblock()).toBe(true);
    expect(vendor).toMatchObject({ isBlocked: false, blockedReason: null, blockedAt: null });
    expect(vendor.unblock()).toBe(false);
  });

  it('refuses to lift a permanent block until an organiser marks it liftable', () => {
    const vendor = new Vendor();
    vendor.block('Lift-Ticket weitergegeben', at, false);
    expect(() => vendor.unblock()).toThrow(
      'Diese Sperre ist dauerhaft und kann nicht aufgehoben werden. Ein Organisator kann sie im Archiv als aufhebbar kennzeichnen.',
    );
    expect(vendor.isBlocked).toBe(true);
    expect(vendor.markBlockPermanence(true)).toBe(true);
    expect(vendor.markBlockPermanence(true)).toBe(false);
    expect(vendor.unblock()).toBe(true);
  });

  it('keeps a permanent mark when blocked again without one, and has none to mark while not blocked', () => {
    const vendor = new Vendor();
    expect(vendor.markBlockPermanence(false)).toBe(false);
    vendor.block('Lift-Ticket weitergegeben', at, false);
    expect(vendor.block('Offener Betrag bei Marktende', at)).toBe(true);
    expect(vendor.canBeUnblocked).toBe(false);
    expect(vendor.block('Offener Betrag bei Marktende', at, true)).toBe(true);
    expect(vendor.canBeUnblocked).toBe(true);
  });
});
