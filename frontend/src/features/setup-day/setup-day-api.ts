import { ApiError, request } from '../../lib/request';

/**
 * The set-up day operations of the API (notes/14-contract.md). Written against the contract until
 * the generated client carries them.
 */
export interface ScanVendor {
  vendorId: string;
  name: string;
  accessCode: string;
  scanCode: string | null;
  qrToken: string;
  boothNumber: string;
  areaCode: string;
  areaName: string;
  status: string;
  isBlocked: boolean;
  setUpAt: string | null;
  lastCheckIn: string | null;
}

export interface ScanList {
  syncedAt: string;
  vendors: ScanVendor[];
}

export type ScanOutcome = 'set-up' | 'already-set-up' | 'checked-in' | 'already-checked-in';

export interface ScanResult {
  outcome: ScanOutcome;
  message: string;
  vendor: ScanVendor;
}

/** What the queue and the online confirmation send to POST /api/vendor/confirm-setup. */
export interface SetupConfirmation {
  vendorId: string;
  accessCode: string;
  idempotencyKey: string;
  scannedAt: string;
}

export const setupDayApi = {
  scanList: () => request<ScanList>('GET', '/api/admin/scan-list'),
  scanLookup: (scanCode: string) =>
    request<ScanVendor>('POST', '/api/admin/scan-lookup', { scanCode }),
  confirmSetup: (body: SetupConfirmation) =>
    request<ScanResult>('POST', '/api/vendor/confirm-setup', body),
};

/**
 * A request that did not reach the server or that the server could not answer now (no network,
 * gateway, database outage, rate limit): worth trying again later, and a reason to read offline.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')
  );
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
