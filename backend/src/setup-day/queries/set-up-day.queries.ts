import { Query } from '@nestjs/cqrs';
import type { OnSiteVendor } from '../../registration/queries/list-on-site-vendors.query.js';
import type { BoothSheet } from '../print/booth-sheets-pdf.js';

/** A vendor with an assigned stall as the scanner sees them: their codes and stall. */
export interface ScanVendor extends OnSiteVendor {
  scanCode: string | null;
  qrToken: string;
}

/** Every vendor with an assigned stall: the list the offline scanner caches. */
export class ListScanVendorsQuery extends Query<ScanVendor[]> {}

/**
 * The vendor a scanned or typed text names (DECISIONS 29). Unknown: 404 'Code nicht gefunden';
 * not one of the accepted formats, or a forged token: 400 'Ungültiger QR-Code'.
 */
export class ResolveScanQuery extends Query<ScanVendor> {
  constructor(readonly scanned: string) {
    super();
  }
}

export interface BoothSheets {
  marketName: string;
  year: number;
  sheets: BoothSheet[];
}

/** One print sheet per stall, in stall order (spec 001 section 4, print list). */
export class ListBoothSheetsQuery extends Query<BoothSheets> {}
