import { computeAdminStats } from './admin-stats.js';
import type { Vendor } from './vendor.entity.js';

function vendor(facts: Partial<Vendor>): Vendor {
  return {
    id: facts.name ?? 'v',
    source: 'form',
    registrationState: 'pending',
    setUpAt: null,
    lastCheckIn: null,
    ...facts,
  } as Vendor;
}

describe('computeAdminStats', () => {
  it('counts each tile from the vendors and stalls', () => {
    const area = { price: 15000 };
    const stalls: Record<string, { holdExpiresAt: Date | null; area: { price: number } }> = {
      held: { holdExpiresAt: new Date('2026-11-21T10:00:00Z'), area },
      confirmed: { holdExpiresAt: null, area },
      paid: { holdExpiresAt: null, area },
      checkedIn: { holdExpiresAt: null, area },
    };
    const stats = computeAdminStats({
      vendors: [
        vendor({ name: 'waiting' }),
        vendor({ name: 'held' }),
        vendor({ name: 'approved', registrationState: 'approved', source: 'admin' }),
        vendor({
          name: 'confirmed',
          registrationState: 'confirmed',
          setUpAt: new Date('2026-12-04T08:00:00Z'),
        }),
        vendor({ name: 'paid', registrationState: 'confirmed' }),
        vendor({
          name: 'checkedIn',
          registrationState: 'confirmed',
          // 00:30 in Vienna on 5 Dec, still 4 Dec in UTC
          lastCheckIn: new Date('2026-12-04T23:30:00Z'),
        }),
        vendor({ name: 'rejected', registrationState: 'rejected' }),
      ],
      stallOf: (id) => stalls[id] ?? null,
      paidOf: (id) => (id === 'paid' || id === 'checkedIn' ? 15000 : 0),
      boothStatuses: ['occupied', 'occupied', 'reserved', 'available', 'available'],
      invitedCount: 4,
      now: new Date('2026-12-05T09:00:00Z'),
    });

    expect(stats).toEqual({
      invitedCount: 4,
      registeredCount: 6,
      pendingCount: 3,
      totalVendors: 7,
      assignedBooths: 3,
      paidVendors: 2,
      setupVendors: 1,
      checkinsToday: 1,
    });
  });
});
