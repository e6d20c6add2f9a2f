import type { AdminVendorDto } from '@standl/contracts';
import { saveBlob } from '../../../../lib/save-blob';
import {
  EXPORT_MIME_TYPES,
  vendorExportFileName,
  vendorExportRows,
  vendorsCsv,
  type ExportFormat,
} from './vendor-export';

/**
 * Downloads the given vendors (the list as the search shows it) as CSV or XLSX. The XLSX
 * writer, exceljs, is loaded only here, on the organiser's click, as a chunk of its own.
 */
export async function exportVendors(
  vendors: readonly AdminVendorDto[],
  format: ExportFormat,
  now: Date = new Date(),
): Promise<void> {
  const rows = vendorExportRows(vendors);
  let content: BlobPart;
  if (format === 'csv') {
    content = vendorsCsv(rows);
  } else {
    const { vendorsXlsx } = await import('./vendor-xlsx');
    content = await vendorsXlsx(rows);
  }
  saveBlob(
    new Blob([content], { type: EXPORT_MIME_TYPES[format] }),
    vendorExportFileName(format, now),
  );
}
