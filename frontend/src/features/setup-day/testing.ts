import type { ScanList, ScanResult, ScanVendor } from './setup-day-api';

export const VENDOR_ID = '6f1c2a8e-3b4d-4c5e-8f90-1a2b3c4d5e6f';
export const TOKEN = 'STANDL:abcdefghijklmnopqrstuvwxyz012345';

export function scanVendor(overrides: Partial<ScanVendor> = {}): ScanVendor {
  return {
    vendorId: VENDOR_ID,
    name: 'Krapfen Maier',
    accessCode: 'ABCDE12345',
    scanCode: '4711',
    qrToken: TOKEN,
    boothNumber: 'AK-12',
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    status: 'confirmed',
    isBlocked: false,
    setUpAt: null,
    lastCheckIn: null,
    ...overrides,
  };
}

export function scanList(vendors: ScanVendor[] = [scanVendor()]): ScanList {
  return { syncedAt: '2026-12-03T06:30:00.000Z', vendors };
}

export function scanResult(overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    outcome: 'set-up',
    message: 'Aufbau bestätigt',
    vendor: scanVendor({ status: 'aufgebaut', setUpAt: '2026-12-03T07:00:00.000Z' }),
    ...overrides,
  };
}
