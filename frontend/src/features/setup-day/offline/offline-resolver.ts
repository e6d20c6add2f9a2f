import {
  ACCESS_CODE_HASH_LENGTH,
  accessCodeHashInput,
  normalizeAccessCode,
  parseScanInput,
  type ScanInput,
} from '@standl/contracts';
import type { ScanVendor, StallProof } from '../setup-day-api';

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
      return found(vendors.find((vendor) => hasAccessCode(vendor, input.accessCode)));
    case 'legacy':
      return found(
        vendors.find(
          (vendor) =>
            vendor.vendorId.toLowerCase() === input.vendorId &&
            hasAccessCode(vendor, input.accessCode),
        ),
      );
    case 'incomplete':
      return { kind: 'incomplete' };
    case 'invalid':
      return { kind: 'invalid' };
  }
}

function hasAccessCode(vendor: ScanVendor, accessCode: string): boolean {
  return vendor.accessCode !== null && normalizeAccessCode(vendor.accessCode) === accessCode;
}

/**
 * As {@link resolveOffline}, and a typed access code also matched against the short hash of the
 * vendors whose code the list leaves out (Aufbau's list, docs/decisions.md 224). The hash is 20
 * bits: a mistyped code may match a vendor by chance (about 1 in 2,000 with 500 vendors); the
 * name on screen shows it, and the server, which checks the whole code, refuses the confirmation.
 */
export async function resolveOfflineWithHashes(
  raw: string,
  vendors: readonly ScanVendor[],
): Promise<OfflineResolution> {
  const plain = resolveOffline(raw, vendors);
  if (plain.kind !== 'not-found') return plain;
  const input = parseScanInput(raw);
  if (input.kind !== 'access-code' && input.kind !== 'legacy') return plain;
  const hidden = vendors.filter(
    (vendor) =>
      vendor.accessCode === null &&
      vendor.accessCodeHash &&
      (input.kind === 'access-code' || vendor.vendorId.toLowerCase() === input.vendorId),
  );
  for (const vendor of hidden) {
    const hash = await accessCodeHash(vendor.vendorId, input.accessCode);
    if (hash !== null && hash === vendor.accessCodeHash) return { kind: 'found', vendor };
  }
  return plain;
}

/**
 * The first characters of SHA-256(`<vendor id>:<code>`) in hex, as the server computes them;
 * null where the browser offers no WebCrypto (only in an insecure context, where the offline
 * worker does not run either).
 */
export async function accessCodeHash(vendorId: string, accessCode: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new TextEncoder().encode(accessCodeHashInput(vendorId, accessCode));
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, ACCESS_CODE_HASH_LENGTH);
}

/**
 * What a confirmation of `vendor`, found by reading `raw`, proves its stall with
 * (docs/decisions.md 224): the access code where the list shows it (organisers, as before), else
 * what was read: the scan code, a typed access code, or the sheet's QR token (also for a vendor
 * id, which proves nothing by itself).
 */
export function stallProofFor(vendor: ScanVendor, raw: string): StallProof {
  if (vendor.accessCode !== null) return { accessCode: vendor.accessCode };
  const input: ScanInput = parseScanInput(raw);
  switch (input.kind) {
    case 'scan-code':
      return { scanCode: input.scanCode };
    case 'access-code':
    case 'legacy':
      return { accessCode: input.accessCode };
    default:
      return { qrToken: vendor.qrToken };
  }
}
