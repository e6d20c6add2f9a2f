import { ADMIN_ROLES } from '@standl/contracts';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PERMISSIONS, ROLE_PERMISSIONS, roleMay } from './console-permissions';

describe('the console permissions per role', () => {
  it('gives the organiser everything', () => {
    for (const permission of CONSOLE_PERMISSIONS)
      expect(roleMay('organiser', permission)).toBe(true);
  });

  it('lets the cashier book payments and read the vendors and waiting lists, nothing else', () => {
    expect(ROLE_PERMISSIONS.cashier).toEqual([
      'stats.view',
      'vendors.view',
      'waitlist.view',
      'payments.view',
      'payments.book',
    ]);
    expect(roleMay('cashier', 'vendors.edit')).toBe(false);
    expect(roleMay('cashier', 'vendors.export')).toBe(false);
    expect(roleMay('cashier', 'payments.settings')).toBe(false);
    expect(roleMay('cashier', 'payments.import')).toBe(false);
    expect(roleMay('cashier', 'waitlist.edit')).toBe(false);
  });

  it('lets the set-up crew scan, print the stall sheets and read the lift plan', () => {
    expect(roleMay('setup', 'setupDay.scan')).toBe(true);
    expect(roleMay('setup', 'setupDay.print')).toBe(true);
    expect(roleMay('setup', 'lift.view')).toBe(true);
    expect(roleMay('setup', 'lift.edit')).toBe(false);
    expect(roleMay('setup', 'vendors.view')).toBe(false);
    expect(roleMay('setup', 'stats.view')).toBe(false);
  });

  it('lets the reader read every tab but the team, and change or export nothing', () => {
    for (const permission of CONSOLE_PERMISSIONS) {
      expect(roleMay('reader', permission)).toBe(permission.endsWith('.view'));
    }
    expect(roleMay('reader', 'team.manage')).toBe(false);
    expect(roleMay('reader', 'payments.import')).toBe(false);
  });

  it('knows only permissions of the list, for every role', () => {
    for (const role of ADMIN_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) {
        expect(CONSOLE_PERMISSIONS).toContain(permission);
      }
    }
  });
});
