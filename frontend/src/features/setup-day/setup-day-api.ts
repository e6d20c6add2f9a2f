import type { ConfirmSetUpDto, ScanListDto, ScanResultDto, ScanVendorDto } from '@standl/contracts';
import { api } from '../../lib/api';
import { adminApi } from '../../lib/admin-api';
import { ApiError } from '../../lib/request';
import { storedAdminToken } from '../admin/auth';

/** The set-up day shapes of the API (generated from the OpenAPI document). */
export type ScanVendor = ScanVendorDto;
export type ScanList = ScanListDto;
export type ScanResult = ScanResultDto;

/**
 * How a confirmation proves its stall (docs/decisions.md 224): the access code where the caller
 * sees it, else what was read (the sheet's QR token, its scan code or a typed access code).
 */
export type StallProof =
  | Required<Pick<ConfirmSetUpDto, 'accessCode'>>
  | Required<Pick<ConfirmSetUpDto, 'qrToken'>>
  | Required<Pick<ConfirmSetUpDto, 'scanCode'>>;

/** What the queue and the online confirmation send to POST /api/vendor/confirm-setup. */
export type SetupConfirmation = StallProof &
  Required<Pick<ConfirmSetUpDto, 'vendorId' | 'idempotencyKey' | 'scannedAt'>> &
  Pick<ConfirmSetUpDto, 'scannedWith'>;

/**
 * The body as sent: `scannedWith` (the token signed in when the code was read, docs/decisions.md
 * 270) only when another account sends it; the request's own token already says who it is.
 */
export function confirmationBody(confirmation: SetupConfirmation): ConfirmSetUpDto {
  const { scannedWith, ...body } = confirmation;
  return scannedWith && scannedWith !== storedAdminToken() ? { ...body, scannedWith } : body;
}

/** The generated operations the scanner page uses. */
export const setupDayApi = {
  scanList: () => adminApi.scanList(),
  scanLookup: (scanCode: string) => adminApi.scanLookup({ scanCode }),
  confirmSetup: (confirmation: SetupConfirmation) =>
    api.confirmSetup(confirmationBody(confirmation)),
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
