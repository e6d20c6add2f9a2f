import { Query } from '@nestjs/cqrs';
import type { OnSiteVendor } from '../../registration/index.js';
import type { BoothSheet } from '../print/booth-sheets-pdf.js';
import type { EmergencyListRow } from '../print/emergency-list-pdf.js';

/** A vendor with an assigned stall as the scanner sees them: their codes and stall. */
export interface ScanVendor extends OnSiteVendor {
  scanCode: string | null;
  qrToken: string;
}

/** Every vendor with an assigned stall: the list the offline scanner caches. */
export class ListScanVendorsQuery extends Query<ScanVendor[]> {}

/**
 * The vendor a scanned or typed text names (docs/decisions.md 192). Unknown: 404 'Code nicht
 * gefunden'; not one of the accepted formats, or a forged token: 400 'Ungültiger QR-Code'.
 */
export class ResolveScanQuery extends Query<ScanVendor> {
  constructor(readonly scanned: string) {
    super();
  }
}

/** Which stalls a print covers; selected stalls are named by their numbers ('AK-01'). */
export type BoothSelection =
  { scope: 'all' } | { scope: 'assigned' } | { scope: 'selected'; boothNumbers: string[] };

export interface BoothSheets {
  marketName: string;
  year: number;
  sheets: BoothSheet[];
}

/**
 * One print sheet per stall of the selection, in stall order (spec 001 section 4, print list),
 * without the vendor's credentials or contact. Unknown stall numbers: 400.
 */
export class ListBoothSheetsQuery extends Query<BoothSheets> {
  constructor(readonly selection: BoothSelection = { scope: 'all' }) {
    super();
  }
}

export interface EmergencyList {
  marketName: string;
  year: number;
  rows: EmergencyListRow[];
}

/**
 * The organiser's confidential list of the selection's assigned stalls with the vendor's id,
 * access code, phone, e-mail and scan code: the fallback the posted sheet no longer carries.
 */
export class ListEmergencyListQuery extends Query<EmergencyList> {
  constructor(readonly selection: BoothSelection = { scope: 'all' }) {
    super();
  }
}
