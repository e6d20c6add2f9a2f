import type { AdminRole } from '@standl/contracts';

/**
 * What the console offers each role (issue 29). The server decides what a role may do and
 * answers 403 otherwise; this table only hides what a role cannot use. `*.view` opens a tab,
 * every other permission shows the buttons of one kind of change or export.
 */
export const CONSOLE_PERMISSIONS = [
  'stats.view',
  'vendors.view',
  'vendors.edit',
  'vendors.export',
  'booths.view',
  'booths.edit',
  'areas.view',
  'areas.edit',
  // The waiting lists and their offers (issue 31): Kasse and Lesen read, the organiser changes.
  'waitlist.view',
  'waitlist.edit',
  'lift.view',
  'lift.edit',
  'emails.view',
  'emails.send',
  'payments.view',
  'payments.book',
  'payments.settings',
  // The bank statement import (issue 30): the organiser's alone.
  'payments.import',
  'settings.view',
  'settings.edit',
  'archive.view',
  'archive.edit',
  'analytics.view',
  'protocol.view',
  'protocol.export',
  'setupDay.view',
  'setupDay.scan',
  'setupDay.print',
  'team.manage',
] as const;

export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

const READABLE = CONSOLE_PERMISSIONS.filter((permission) => permission.endsWith('.view'));

/** The one table: each role's permissions. An organiser has them all. */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly ConsolePermission[]> = {
  organiser: CONSOLE_PERMISSIONS,
  // Payments, invoices and refunds; the vendors and the waiting lists to look up, without
  // changing them.
  cashier: ['stats.view', 'vendors.view', 'waitlist.view', 'payments.view', 'payments.book'],
  // Set-up day: scanner, stall sheets, the set-up list and the lift plan to read.
  setup: ['setupDay.view', 'setupDay.scan', 'setupDay.print', 'lift.view'],
  // Every tab but the team's, no change and no export.
  reader: READABLE,
};

export function roleMay(role: AdminRole, permission: ConsolePermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
