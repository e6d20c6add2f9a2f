import {
  CSV_LINE_END,
  CSV_SEPARATOR,
  escapeFormula,
  formatCsvAmount,
  formatCsvDateTime,
  quoteCsvField,
  UTF8_BOM,
  VENDOR_STATUS_LABELS,
  type AdminVendorDto,
} from '@standl/contracts';
import { viennaToday } from '../../../../lib/format';
import { openAmount } from '../../../registration';
import { paymentMethodLabel } from '../vendor-rules';

/**
 * The vendors tab's export (issue 16, item 2): the list the search shows, as rows an organiser
 * takes to a spreadsheet. Pure: the CSV is built here, the XLSX from the same rows in
 * vendor-xlsx.ts; nothing here touches the DOM.
 */

// The CSV cell rules are shared with the server's exports (docs/decisions.md 221).
export {
  CSV_SEPARATOR,
  escapeFormula,
  formatCsvAmount,
  formatCsvDateTime,
  quoteCsvField,
  UTF8_BOM,
  viennaWallClock,
  type WallClock,
} from '@standl/contracts';

/** How a column's values are written: text as is, money in cents, instants as ISO strings. */
export type ExportColumnKind = 'text' | 'money' | 'dateTime';

export interface VendorExportRow {
  name: string;
  email: string;
  phone: string;
  status: string;
  stall: string;
  area: string;
  total: number;
  paid: number;
  open: number;
  depositPaid: string;
  paymentMethod: string;
  setUpAt: string | null;
  blocked: string;
  blockedReason: string;
  registeredAt: string | null;
  withdrawnAt: string | null;
}

export interface ExportColumn {
  key: keyof VendorExportRow;
  header: string;
  kind: ExportColumnKind;
  /** Width in the XLSX, in characters. */
  width: number;
}

export const VENDOR_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'name', header: 'Name', kind: 'text', width: 32 },
  { key: 'email', header: 'E-Mail', kind: 'text', width: 32 },
  { key: 'phone', header: 'Telefon', kind: 'text', width: 18 },
  { key: 'status', header: 'Status', kind: 'text', width: 20 },
  { key: 'stall', header: 'Standplatz', kind: 'text', width: 12 },
  { key: 'area', header: 'Bereich', kind: 'text', width: 20 },
  { key: 'total', header: 'Gesamtbetrag', kind: 'money', width: 14 },
  { key: 'paid', header: 'Bezahlt', kind: 'money', width: 14 },
  { key: 'open', header: 'Offen', kind: 'money', width: 14 },
  { key: 'depositPaid', header: 'Anzahlung bezahlt', kind: 'text', width: 18 },
  { key: 'paymentMethod', header: 'Zahlungsart', kind: 'text', width: 16 },
  { key: 'setUpAt', header: 'Aufgebaut', kind: 'dateTime', width: 18 },
  { key: 'blocked', header: 'Gesperrt', kind: 'text', width: 10 },
  { key: 'blockedReason', header: 'Sperrgrund', kind: 'text', width: 30 },
  { key: 'registeredAt', header: 'Angemeldet am', kind: 'dateTime', width: 18 },
  { key: 'withdrawnAt', header: 'Zurückgezogen am', kind: 'dateTime', width: 18 },
];

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nein');

/** One vendor as the export's row: the labels and amounts the console shows for it. */
export function vendorExportRow(vendor: AdminVendorDto): VendorExportRow {
  return {
    name: vendor.name,
    email: vendor.email,
    phone: vendor.phone,
    status: VENDOR_STATUS_LABELS[vendor.status] ?? vendor.status,
    stall: vendor.boothNumber ?? '',
    area: vendor.boothAreaName ?? '',
    total: vendor.totalAmount,
    paid: vendor.paymentAmount,
    open: openAmount(vendor),
    depositPaid: yesNo(vendor.downPaymentPaid),
    // As in the vendor's detail: the stored method is only a default until money arrives.
    paymentMethod: vendor.paymentAmount > 0 ? paymentMethodLabel(vendor.paymentMethod) : '',
    setUpAt: vendor.setUpAt,
    blocked: yesNo(vendor.isBlocked),
    blockedReason: vendor.isBlocked ? (vendor.blockedReason ?? '') : '',
    registeredAt: vendor.createdAt,
    withdrawnAt: vendor.withdrawnAt,
  };
}

export function vendorExportRows(vendors: readonly AdminVendorDto[]): VendorExportRow[] {
  return vendors.map(vendorExportRow);
}

/** A cell's text in the CSV: amounts and dates in Austrian form, text escaped against formulas. */
export function csvCellText(column: ExportColumn, row: VendorExportRow): string {
  const value = row[column.key];
  if (column.kind === 'money') return formatCsvAmount(Number(value));
  if (column.kind === 'dateTime') return formatCsvDateTime(value as string | null);
  return escapeFormula(String(value ?? ''));
}

/**
 * The CSV Excel in Austria opens as it is: UTF-8 with BOM, semicolons, CRLF after every row, the
 * header first. The BOM is part of the returned text.
 */
export function vendorsCsv(rows: readonly VendorExportRow[]): string {
  const lines = [
    VENDOR_EXPORT_COLUMNS.map((column) => quoteCsvField(escapeFormula(column.header))),
    ...rows.map((row) =>
      VENDOR_EXPORT_COLUMNS.map((column) => quoteCsvField(csvCellText(column, row))),
    ),
  ].map((fields) => fields.join(CSV_SEPARATOR));
  return `${UTF8_BOM}${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}

export type ExportFormat = 'csv' | 'xlsx';

/** 'haendler-2026-11-26.csv': the day of the export in Vienna. */
export function vendorExportFileName(format: ExportFormat, now: Date = new Date()): string {
  return `haendler-${viennaToday(now)}.${format}`;
}

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
