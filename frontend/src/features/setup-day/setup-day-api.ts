import type { ConfirmSetUpDto, ScanListDto, ScanResultDto, ScanVendorDto } from '@standl/contracts';
import { api } from '../../lib/api';
import { adminApi } from '../../lib/admin-api';
import { ApiError } from '../../lib/request';

/** The set-up day shapes of the API (generated from the OpenAPI document). */
export type ScanVendor = ScanVendorDto;
export type ScanList = ScanListDto;
export type ScanResult = ScanResultDto;

/** What the queue and the online confirmation send to POST /api/vendor/confirm-setup. */
export type SetupConfirmation = Required<ConfirmSetUpDto>;

/** The generated operations the scanner page uses. */
export const setupDayApi = {
  scanList: () => adminApi.scanList(),
  scanLookup: (scanCode: string) => adminApi.scanLookup({ scanCode }),
  confirmSetup: (body: SetupConfirmation) => api.confirmSetup(body),
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
