import type { AdminRole } from '@standl/contracts';
import { roleMay, type ConsolePermission } from '../auth';

export interface AdminTab {
  id: string;
  label: string;
  /** What opens the tab (issue 29): a role without it does not see the tab. */
  permission: ConsolePermission;
  /** Only in the desktop tab list, not in the phone's dropdown (spec 001 section 2). */
  desktopOnly?: boolean;
}

/**
 * In the spec's order (001 section 2): vendors, booths, areas, lift, emails, payments, settings,
 * archive, analytics; the set-up day's tab before the lift plan, the Protokoll and the team last
 * (issue 29); the waiting lists after the areas they belong to (issue 31), the areas' plans
 * right after the areas (issue 32).
 */
export const ADMIN_TABS = [
  { id: 'vendors', label: 'Händler', permission: 'vendors.view' },
  { id: 'booths', label: 'Standplätze', permission: 'booths.view' },
  { id: 'areas', label: 'Bereiche', permission: 'areas.view' },
  { id: 'floor-plan', label: 'Lageplan', permission: 'areas.view' },
  { id: 'waitlist', label: 'Warteliste', permission: 'waitlist.view' },
  { id: 'setup-day', label: 'Aufbau', permission: 'setupDay.view' },
  { id: 'lift', label: 'Lift-Termine', permission: 'lift.view' },
  { id: 'emails', label: 'E-Mails', permission: 'emails.view' },
  { id: 'payments', label: 'Zahlungen', permission: 'payments.view' },
  { id: 'settings', label: 'Marktzeiten & Einstellungen', permission: 'settings.view' },
  { id: 'archive', label: 'Archiv', permission: 'archive.view' },
  { id: 'analytics', label: 'Auswertung', permission: 'analytics.view', desktopOnly: true },
  { id: 'protocol', label: 'Protokoll', permission: 'protocol.view' },
  { id: 'team', label: 'Team', permission: 'team.manage' },
] as const satisfies readonly AdminTab[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tabs a role is offered on a small screen (the dropdown) or a wide one (the tab list). */
export function adminTabsFor(
  small: boolean,
  role: AdminRole = 'organiser',
): readonly (AdminTab & { id: AdminTabId })[] {
  return ADMIN_TABS.filter(
    (tab: AdminTab) => roleMay(role, tab.permission) && !(small && tab.desktopOnly),
  );
}

/**
 * The tab named in `?tab=`, so a reload or a shared link keeps the organiser's place; a tab the
 * screen or the role does not offer (analytics on a phone, the team for the cashier) falls back
 * to the role's first.
 */
export function adminTabFromSearch(
  value: string | null,
  small = false,
  role: AdminRole = 'organiser',
): AdminTabId {
  const tabs = adminTabsFor(small, role);
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]?.id ?? ADMIN_TABS[0].id;
}

export function adminTabLabel(id: AdminTabId): string {
  return ADMIN_TABS.find((tab) => tab.id === id)?.label ?? id;
}
