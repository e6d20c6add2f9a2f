import { normalizeAccessCode, parseScanInput } from '@standl/contracts';
import type { ScanVendor } from '../setup-day-api';

export type OfflineResolution =
  | { kind: 'found'; vendor: ScanVendor }
  | { kind: 'not-found' }
  | { kind: 'invalid' }
  | { kind: 'incomplete' };

/**
 * Reads a scanned or typed code against the stored scan list as the server's scan-lookup does
 * (docs/decisions.md 192): the QR token exactly, the 4-digit scan code, the vendor id, the access
 * code, or a legacy code whose vendor id and access code must belong together.
 */
export function resolveOffline(raw: string, vendors: readonly ScanVendor[]): OfflineResolution {
  const input = parseScanInput(raw);
  const found = (vendor: ScanVendor | undefined): OfflineResolution =>
    vendor ? { kind: 'found', vendor } : { kind: 'not-found' };
  switch (input.kind) {
    case 'token':
      return found(vendors.find((vendor) => vendor.qrToken === input.token));
    case 'scan-code':
      return found(vendors.find((vendor) => vendor.scanCode === input.scanCode));
    case 'vendor-id':
      return found(vendors.find((vendor) => vendor.vendorId.toLowerCase() === input.vendorId));
    case 'access-code':
      return found(
        vendors.find((vendor) => normalizeAccessCode(vendor.accessCode) === input.accessCode),
      );
    case 'legacy':
      return found(
        vendors.find(
          (vendor) =>
            vendor.vendorId.toLowerCase() === input.vendorId &&
            normalizeAccessCode(vendor.accessCode) === input.accessCode,
        ),
      );
    case 'incomplete':
      return { kind: 'incomplete' };
    case 'invalid':
      return { kind: 'invalid' };
  }
}
