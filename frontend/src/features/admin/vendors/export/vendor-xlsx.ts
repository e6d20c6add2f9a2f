import type * as ExcelJSModule from 'exceljs';
import {
  VENDOR_EXPORT_COLUMNS,
  viennaWallClock,
  type ExportColumn,
  type VendorExportRow,
} from './vendor-export';

type ExcelJS = typeof ExcelJSModule;

export const XLSX_SHEET_NAME = 'Händler';
/** Euros with Excel's own separators (Austrian ones in an Austrian Excel). */
export const XLSX_EURO_FORMAT = '#,##0.00 "€"';
export const XLSX_DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

/**
 * An instant as the Vienna wall-clock time Excel shows: Excel's dates have no time zone, and
 * exceljs writes a Date by its UTC fields.
 */
export function excelDateTime(instant: string | null): Date | null {
  const clock = viennaWallClock(instant);
  if (!clock) return null;
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}

function cellValue(column: ExportColumn, row: VendorExportRow): string | number | Date | null {
  const value = row[column.key];
  if (column.kind === 'money') return Number(value) / 100;
  if (column.kind === 'dateTime') return excelDateTime(value as string | null);
  // exceljs writes a string as a typed string cell, never a formula: no guard needed.
  return String(value ?? '');
}

/**
 * The export as a workbook: one sheet 'Händler', bold frozen header with an autofilter, column
 * widths, amounts as numbers in euros and dates as real dates (Vienna time).
 */
export function buildVendorWorkbook(
  excel: ExcelJS,
  rows: readonly VendorExportRow[],
  created: Date = new Date(),
): ExcelJSModule.Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'Standl';
  workbook.created = created;
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = VENDOR_EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    style:
      column.kind === 'money'
        ? { numFmt: XLSX_EURO_FORMAT }
        : column.kind === 'dateTime'
          ? { numFmt: XLSX_DATE_TIME_FORMAT }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(VENDOR_EXPORT_COLUMNS.map((column) => cellValue(column, row)));
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: VENDOR_EXPORT_COLUMNS.length },
  };
  return workbook;
}

/** exceljs as the bundler or Node hands out its CommonJS module: as default or as the namespace. */
export async function loadExcelJs(): Promise<ExcelJS> {
  const loaded: ExcelJS & { default?: ExcelJS } = await import('exceljs');
  return loaded.default ?? loaded;
}

/** The XLSX file; exceljs (large) is loaded only now, as its own chunk. */
export async function vendorsXlsx(
  rows: readonly VendorExportRow[],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = buildVendorWorkbook(await loadExcelJs(), rows);
  // A copy of exactly the file's bytes (exceljs hands out a Node-style Buffer, maybe pooled).
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
