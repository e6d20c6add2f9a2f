import {
  type BoothPrintScope,
  PRINT_STATUS_TEXTS,
  VENDOR_STATUS_LABELS,
  type AdminBoothAreaDto,
  type GeneratedScanCodesDto,
  type ScanResultDto,
  type ScanVendorDto,
} from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { ADMIN_TOKEN_KEY, ApiError } from '../../../lib/request';

export function generateScanCodes(): Promise<GeneratedScanCodesDto> {
  return adminApi.generateScanCodes();
}

/** Looks the code up and confirms the set-up (POST /api/admin/scan-code). */
export function markScanned(scanCode: string): Promise<ScanResultDto> {
  return adminApi.scanCode({ scanCode });
}

function adminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export const BOOTH_SHEETS_PATH = '/api/admin/booth-sheets';
export const EMERGENCY_LIST_PATH = '/api/admin/emergency-list';

/** Which stalls are printed: all, only those with a vendor, or the selected stall numbers. */
export interface PrintSelection {
  scope: BoothPrintScope;
  boothNumbers: string[];
}

/** '?scope=selected&booths=AK-01,AK-02' for a print route. */
export function printQuery({ scope, boothNumbers }: PrintSelection): string {
  const params = new URLSearchParams({ scope });
  if (scope === 'selected') params.set('booths', boothNumbers.join(','));
  return `?${params.toString()}`;
}

/**
 * A print route's PDF (stall sheets or the emergency list) as a blob: the route needs the admin
 * token as Bearer, which an iframe or a new window cannot send, so the PDF is fetched here and
 * shown from a blob URL.
 */
export async function fetchPrintPdf(path: string, selection: PrintSelection): Promise<Blob> {
  const token = adminToken();
  const response = await fetch(`${path}${printQuery(selection)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const blob = await response.blob();
  // A PDF for the viewer even when the test double answers without a type.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** The previews a selection prints, in stall order. */
export function selectedSheets(
  sheets: SheetPreview[],
  { scope, boothNumbers }: PrintSelection,
): SheetPreview[] {
  if (scope === 'assigned') return sheets.filter((sheet) => sheet.kind === 'assigned');
  if (scope === 'selected') {
    const chosen = new Set(boothNumbers);
    return sheets.filter((sheet) => chosen.has(sheet.boothNumber));
  }
  return sheets;
}

/** What one printed page shows, for the preview (the PDF's own rules, from the API's data). */
export type SheetPreview =
  | {
      kind: 'assigned';
      boothId: number;
      boothNumber: string;
      areaCode: string;
      areaName: string;
      vendorName: string;
      scanCode: string | null;
      statusText: string;
    }
  | {
      kind: 'free';
      boothId: number;
      boothNumber: string;
      areaCode: string;
      areaName: string;
      price: number;
    };

/**
 * One page per stall in the order of the stalls tab: a stall of a vendor on the scan list (a
 * stall assigned, not merely held) prints the vendor, every other stall prints as free.
 */
export function sheetPreviews(
  areas: AdminBoothAreaDto[],
  vendors: ScanVendorDto[],
): SheetPreview[] {
  const vendorOf = new Map(vendors.map((vendor) => [vendor.boothNumber, vendor]));
  return areas.flatMap((area) =>
    area.booths.map((booth): SheetPreview => {
      const place = {
        boothId: booth.id,
        boothNumber: booth.number,
        areaCode: area.code,
        areaName: area.name,
      };
      const vendor = vendorOf.get(booth.number);
      if (!vendor) return { kind: 'free', ...place, price: area.price };
      return {
        kind: 'assigned',
        ...place,
        vendorName: vendor.name,
        scanCode: vendor.scanCode,
        statusText: vendor.isBlocked
          ? 'Gesperrt'
          : (PRINT_STATUS_TEXTS[vendor.status] ?? VENDOR_STATUS_LABELS[vendor.status]),
      };
    }),
  );
}

/** '12 Standplätze: 9 vergeben, 3 frei' ('1 Standplatz: …' for one). */
export function summaryText(sheets: SheetPreview[]): string {
  const total = sheets.length;
  const assigned = sheets.filter((sheet) => sheet.kind === 'assigned').length;
  return `${total} ${total === 1 ? 'Standplatz' : 'Standplätze'}: ${assigned} vergeben, ${total - assigned} frei`;
}

/** Who prints on which stall, with the scan codes (its own key: the scanner keeps its list). */
export const printScanListQuery = queryOptions({
  queryKey: ['/api/admin/scan-list', 'print-preview'],
  queryFn: () => adminApi.scanList(),
  staleTime: 0,
  gcTime: 0,
});

/** The set-up list of the set-up day's tab: who has a stall and whether they are set up. */
export const setUpListQuery = queryOptions({
  queryKey: ['/api/admin/scan-list', 'set-up-list'],
  queryFn: () => adminApi.scanList(),
  staleTime: 30_000,
});

/** The list's rows in stall order; a search matches the stall, the name or the area. */
export function setUpRows(vendors: ScanVendorDto[], search: string): ScanVendorDto[] {
  const needle = search.trim().toLocaleLowerCase('de-AT');
  return vendors
    .filter((vendor) =>
      [vendor.boothNumber, vendor.name, vendor.areaName].some((text) =>
        text.toLocaleLowerCase('de-AT').includes(needle),
      ),
    )
    .sort((a, b) => a.boothNumber.localeCompare(b.boothNumber, 'de-AT', { numeric: true }));
}

/** '12 von 30 aufgebaut'. */
export function setUpCount(vendors: ScanVendorDto[]): string {
  const done = vendors.filter((vendor) => vendor.setUpAt !== null).length;
  return `${done} von ${vendors.length} aufgebaut`;
}
