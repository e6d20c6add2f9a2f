import { VENDOR_MESSAGES } from '@standl/contracts';
import { ApiError, apiErrorMessage } from '../../lib/request';
import type { ToastOptions } from '../../lib/toast';

/** What a failed look-up by access code tells the vendor (status page, stall selection). */
export function lookupErrorToast(error: unknown): ToastOptions {
  if (error instanceof ApiError && error.status === 404) {
    return {
      title: VENDOR_MESSAGES.accessCodeNotFound,
      description: VENDOR_MESSAGES.accessCodeNotFoundHint,
      variant: 'destructive',
    };
  }
  return {
    title: 'Fehler',
    description: apiErrorMessage(error, 'Der Status konnte nicht abgerufen werden.'),
    variant: 'destructive',
  };
}

/**
 * What the access code field says under it after a failed look-up: an unknown code is the field's
 * fault (aria-invalid, described by this text); other failures (server down) are not and stay in
 * the toast only.
 */
export function accessCodeFieldError(error: unknown): string | null {
  return error instanceof ApiError && error.status === 404
    ? `${VENDOR_MESSAGES.accessCodeNotFound}. ${VENDOR_MESSAGES.accessCodeNotFoundHint}`
    : null;
}
