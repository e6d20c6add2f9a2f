import { SCAN_OUTCOME_LABELS } from '@standl/contracts';
import { useState } from 'react';
import { storedAdminToken } from '../admin/auth';
import type { ScanMessage } from './manual-code';
import { enqueueConfirmation, isQueued } from './offline/confirmation-queue';
import { resolveOfflineWithHashes, stallProofFor } from './offline/offline-resolver';
import { loadScanList, updateScanListVendor } from './offline/scan-list-store';
import {
  confirmErrorMessage,
  lookupErrorMessage,
  NO_CONNECTION_MESSAGE,
  offlineErrorMessage,
} from './scan-messages';
import {
  isConnectionFailure,
  isUnauthorized,
  type ScanVendor,
  type SetupConfirmation,
  setupDayApi,
  type StallProof,
} from './setup-day-api';
import { randomUuid } from './uuid';

export const QUEUED_TITLE = 'Offline gespeichert';
export const QUEUED_MESSAGE =
  'Die Bestätigung wird gesendet, sobald wieder eine Verbindung besteht.';

/** A read code: when, and the token of the account signed in then (docs/decisions.md 223). */
interface Reading {
  scannedAt: string;
  scannedWith: string | null;
}

export type ScanView =
  | { step: 'scan'; busy: boolean }
  | {
      step: 'found';
      vendor: ScanVendor;
      proof: StallProof;
      reading: Reading;
      offline: boolean;
      busy: boolean;
    }
  | { step: 'done'; vendor: ScanVendor; title: string; message: string; queued: boolean };

/**
 * One scan from read to confirmation: look the code up on the server, or in the stored list
 * without reception; confirm online, or queue the confirmation when the server cannot be reached.
 */
export function useScanFlow({
  online,
  onUnauthorized,
}: {
  online: boolean;
  onUnauthorized: () => void;
}) {
  const [view, setView] = useState<ScanView>({ step: 'scan', busy: false });
  const [error, setError] = useState<ScanMessage | null>(null);

  async function readOffline(text: string, reading: Reading) {
    const list = loadScanList();
    if (!list) {
      setView({ step: 'scan', busy: false });
      setError(NO_CONNECTION_MESSAGE);
      return;
    }
    setView({ step: 'scan', busy: true });
    const resolution = await resolveOfflineWithHashes(text, list.vendors);
    if (resolution.kind === 'found') {
      const { vendor } = resolution;
      const proof = stallProofFor(vendor, text);
      setView({ step: 'found', vendor, proof, reading, offline: true, busy: false });
    } else {
      setView({ step: 'scan', busy: false });
      setError(offlineErrorMessage(resolution));
    }
  }

  async function read(text: string) {
    if (view.step !== 'scan' || view.busy) return;
    setError(null);
    const reading = { scannedAt: new Date().toISOString(), scannedWith: storedAdminToken() };
    if (!online) return readOffline(text, reading);
    setView({ step: 'scan', busy: true });
    try {
      const vendor = await setupDayApi.scanLookup(text.trim());
      const proof = stallProofFor(vendor, text);
      setView({ step: 'found', vendor, proof, reading, offline: false, busy: false });
    } catch (failure) {
      if (isUnauthorized(failure)) return onUnauthorized();
      if (isConnectionFailure(failure)) return readOffline(text, reading);
      setView({ step: 'scan', busy: false });
      setError(lookupErrorMessage(failure));
    }
  }

  function queue(vendor: ScanVendor, confirmation: SetupConfirmation) {
    if (!isQueued(vendor.vendorId)) {
      enqueueConfirmation({
        ...confirmation,
        vendorName: vendor.name,
        boothNumber: vendor.boothNumber,
      });
    }
    setView({ step: 'done', vendor, title: QUEUED_TITLE, message: QUEUED_MESSAGE, queued: true });
  }

  async function confirm() {
    if (view.step !== 'found' || view.busy) return;
    const { vendor, proof, reading } = view;
    setError(null);
    const confirmation: SetupConfirmation = {
      vendorId: vendor.vendorId,
      ...proof,
      idempotencyKey: randomUuid(),
      scannedAt: reading.scannedAt,
      ...(reading.scannedWith !== null && { scannedWith: reading.scannedWith }),
    };
    if (!online) return queue(vendor, confirmation);
    setView({ ...view, busy: true });
    try {
      const result = await setupDayApi.confirmSetup(confirmation);
      updateScanListVendor(result.vendor);
      setView({
        step: 'done',
        vendor: result.vendor,
        title: SCAN_OUTCOME_LABELS[result.outcome],
        message: result.message,
        queued: false,
      });
    } catch (failure) {
      if (isUnauthorized(failure)) {
        queue(vendor, confirmation);
        return onUnauthorized();
      }
      if (isConnectionFailure(failure)) return queue(vendor, confirmation);
      setView({ ...view, busy: false });
      setError(confirmErrorMessage(failure));
    }
  }

  function reset() {
    setError(null);
    setView({ step: 'scan', busy: false });
  }

  return { view, error, setError, read, confirm, reset };
}
