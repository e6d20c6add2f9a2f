export interface AdminTab {
  id: string;
  label: string;
  /** Only in the desktop tab list, not in the phone's dropdown (spec 001 section 2). */
  desktopOnly?: boolean;
}

/**
 * In the spec's order (001 section 2): vendors, booths, areas, lift, emails, payments, settings,
 * archive, analytics.
 */
export const ADMIN_TABS = [
  { id: 'vendors', label: 'Händler' },
  { id: 'booths', label: 'Standplätze' },
  { id: 'areas', label: 'Bereiche' },
  { id: 'lift', label: 'Lift-Termine' },
  { id: 'emails', label: 'E-Mails' },
  { id: 'payments', label: 'Zahlungen' },
  { id: 'settings', label: 'Marktzeiten & Einstellungen' },
  { id: 'archive', label: 'Archiv' },
  { id: 'analytics', label: 'Auswertung', desktopOnly: true },
] as const satisfies readonly AdminTab[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tabs offered on a small screen (the dropdown) or a wide one (the tab list). */
export function adminTabsFor(small: boolean): readonly (AdminTab & { id: AdminTabId })[] {
  return small ? ADMIN_TABS.filter((tab: AdminTab) => !tab.desktopOnly) : ADMIN_TABS;
}

/**
 * The tab named in `?tab=`, so a reload or a shared link keeps the organiser's place; a tab the
 * screen does not offer (analytics on a phone) falls back to the first.
 */
export function adminTabFromSearch(value: string | null, small = false): AdminTabId {
  return adminTabsFor(small).find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}

export function adminTabLabel(id: AdminTabId): string {
  return ADMIN_TABS.find((tab) => tab.id === id)?.label ?? id;
}
