import type { ScanList, ScanVendor } from '../setup-day-api';

/** The organiser's copy of GET /api/admin/scan-list for reading codes without reception. */
export const SCAN_LIST_KEY = 'standl.setupDay.scanList';

export function loadScanList(): ScanList | null {
  try {
    const raw = localStorage.getItem(SCAN_LIST_KEY);
    if (!raw) return null;
    const list = JSON.parse(raw) as Partial<ScanList>;
    if (typeof list.syncedAt !== 'string' || !Array.isArray(list.vendors)) return null;
    return { syncedAt: list.syncedAt, vendors: list.vendors };
  } catch {
    return null;
  }
}

export function saveScanList(list: ScanList): void {
  try {
    localStorage.setItem(SCAN_LIST_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the page then only reads codes online.
  }
}

/** Puts a vendor as the server last answered it into the stored list (after a confirmation). */
export function updateScanListVendor(vendor: ScanVendor): void {
  const list = loadScanList();
  if (!list) return;
  const vendors = list.vendors.map((entry) =>
    entry.vendorId === vendor.vendorId ? vendor : entry,
  );
  saveScanList({ ...list, vendors });
}
