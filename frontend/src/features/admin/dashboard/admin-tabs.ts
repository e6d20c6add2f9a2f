/**
 * In the spec's order (001 section 2): vendors, booths, areas, lift, emails, payments, settings,
 * archive.
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
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tab named in `?tab=`, so a reload or a shared link keeps the organiser's place. */
export function adminTabFromSearch(value: string | null): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}
