import { Vendor } from './vendor.entity.js';

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
