import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ApiError, apiErrorMessage, RETRY_TEXT } from '../../lib/request';
import type { ScanMessage } from './manual-code';
import type { OfflineResolution } from './offline/offline-resolver';

/** What a refused scan-lookup shows (spec 001 sections 5 and 8). */
export function lookupErrorMessage(error: unknown): ScanMessage {
  const message = apiErrorMessage(error, '');
  if (error instanceof ApiError && error.status === 404) {
    return {
      title: SETUP_DAY_MESSAGES.notFound,
      detail:
        message && message !== SETUP_DAY_MESSAGES.notFound
          ? message
          : SETUP_DAY_MESSAGES.notFoundDetail,
    };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return {
      title: SETUP_DAY_MESSAGES.invalidQr,
      detail:
        message === SETUP_DAY_MESSAGES.incompleteQr || message === SETUP_DAY_MESSAGES.inputTooLong
          ? message
          : SETUP_DAY_MESSAGES.invalidQrDetail,
    };
  }
  return { title: SETUP_DAY_MESSAGES.connectionError, detail: message || RETRY_TEXT };
}

/** What a code that the stored list cannot resolve shows. */
export function offlineErrorMessage(
  resolution: Exclude<OfflineResolution, { kind: 'found' }>,
): ScanMessage {
  switch (resolution.kind) {
    case 'not-found':
      return { title: SETUP_DAY_MESSAGES.notFound, detail: SETUP_DAY_MESSAGES.notFoundDetail };
    case 'incomplete':
      return { title: SETUP_DAY_MESSAGES.invalidQr, detail: SETUP_DAY_MESSAGES.incompleteQr };
    case 'invalid':
      return { title: SETUP_DAY_MESSAGES.invalidQr, detail: SETUP_DAY_MESSAGES.invalidQrDetail };
  }
}

/** No reception and no stored list: nothing to read the code against. */
export const NO_CONNECTION_MESSAGE: ScanMessage = {
  title: SETUP_DAY_MESSAGES.connectionError,
  detail:
    'Ohne Verbindung braucht der Scanner die Händlerliste: öffnen Sie die Seite einmal mit Empfang.',
};

/** A confirmation the server refused (blocked vendor, no stall, wrong code). */
export function confirmErrorMessage(error: unknown): ScanMessage {
  return {
    title: SETUP_DAY_MESSAGES.confirmFailed,
    detail: apiErrorMessage(error, SETUP_DAY_MESSAGES.confirmFailedDetail),
  };
}
