import { describe, expect, it } from 'vitest';
import { adminTabFromSearch, adminTabsFor } from './admin-tabs';

const ids = (small: boolean, role: Parameters<typeof adminTabsFor>[1]) =>
  adminTabsFor(small, role).map((tab) => tab.id);

describe('the console tabs per role', () => {
  it('offers the organiser every tab, the team and the set-up day included', () => {
    expect(ids(false, 'organiser')).toEqual([
      'vendors',
      'booths',
      'areas',
      'floor-plan',
      'waitlist',
      'setup-day',
      'lift',
      'emails',
      'payments',
      'settings',
      'archive',
      'analytics',
      'protocol',
      'team',
    ]);
  });

  it('offers the cashier the vendors, the waiting lists to read and the payments', () => {
    expect(ids(false, 'cashier')).toEqual(['vendors', 'waitlist', 'payments']);
  });

  it('offers the set-up crew its tab and the lift plan', () => {
    expect(ids(false, 'setup')).toEqual(['setup-day', 'lift']);
    expect(adminTabFromSearch(null, false, 'setup')).toBe('setup-day');
  });

  it('offers the reader every tab but the team, the Protokoll included', () => {
    expect(ids(false, 'reader')).toEqual(ids(false, 'organiser').filter((id) => id !== 'team'));
    expect(ids(false, 'reader')).toContain('protocol');
  });

  it('leaves the desktop-only analytics out on a phone', () => {
    expect(ids(true, 'organiser')).not.toContain('analytics');
    expect(adminTabFromSearch('analytics', true)).toBe('vendors');
  });

  it("falls back to the role's first tab for a tab it may not open", () => {
    expect(adminTabFromSearch('team', false, 'cashier')).toBe('vendors');
    expect(adminTabFromSearch('payments', false, 'setup')).toBe('setup-day');
    expect(adminTabFromSearch('team', false, 'organiser')).toBe('team');
  });
});
