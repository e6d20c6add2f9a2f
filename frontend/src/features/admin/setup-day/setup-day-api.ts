import type { AdminBoothAreaDto, GeneratedScanCodesDto, ScanResultDto } from '@standl/contracts';
import { api } from '../../../lib/api';
import { ADMIN_TOKEN_KEY, ApiError } from '../../../lib/request';

export function generateScanCodes(): Promise<GeneratedScanCodesDto> {
  return api.generateScanCodes();
}

/** Looks the code up and confirms the set-up (POST /api/admin/scan-code). */
export function markScanned(scanCode: string): Promise<ScanResultDto> {
  return api.scanCode({ scanCode });
}

function adminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export const BOOTH_SHEETS_PATH = '/api/admin/booth-sheets';

/**
 * The stall sheets as a PDF blob: the route needs the admin token as Bearer, which an iframe or
 * a new window cannot send, so the PDF is fetched here and shown from a blob URL.
 */
export async function fetchBoothSheets(): Promise<Blob> {
  const token = adminToken();
  const response = await fetch(BOOTH_SHEETS_PATH, {
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

export interface BoothSheetsSummary {
  total: number;
  assigned: number;
  free: number;
}

/** How many sheets print, from the stalls tab's data: a stall given to a vendor, or free. */
export function boothSheetsSummary(areas: AdminBoothAreaDto[]): BoothSheetsSummary {
  const booths = areas.flatMap((area) => area.booths);
  const assigned = booths.filter((booth) => booth.status === 'occupied' && booth.vendorId).length;
  return { total: booths.length, assigned, free: booths.length - assigned };
}

/** '12 Standplätze: 9 vergeben, 3 frei' ('1 Standplatz: …' for one). */
export function summaryText({ total, assigned, free }: BoothSheetsSummary): string {
  return `${total} ${total === 1 ? 'Standplatz' : 'Standplätze'}: ${assigned} vergeben, ${free} frei`;
}
