import { type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { errorText, messageText } from '../../lib/error-texts/use-error-text';
import { ApiError } from '../../lib/request';
import type { ToastOptions } from '../../lib/toast';

/*
 * The texts are in the page's language: pass the `i18n` of useLingui(). The contract's texts
 * (VENDOR_MESSAGES) and the server's answers (by their code, errorText) are the server's German
 * word for word on a German page.
 */

/** What a failed look-up by access code tells the vendor (status page, stall selection). */
export function lookupErrorToast(error: unknown, i18n: I18n): ToastOptions {
  if (error instanceof ApiError && error.status === 404) {
    return {
      title: messageText(i18n, VENDOR_MESSAGES.accessCodeNotFound),
      description: messageText(i18n, VENDOR_MESSAGES.accessCodeNotFoundHint),
      variant: 'destructive',
    };
  }
  const notice = accessCodeNotice(error, i18n);
  if (notice) {
    return {
      title: isApiError(error, 429) ? i18n._(msg`Zu viele Versuche`) : i18n._(msg`Zugang gesperrt`),
      description: notice,
      variant: 'destructive',
    };
  }
  return {
    title: i18n._(msg`Fehler`),
    description: errorText(i18n, error, i18n._(msg`Der Status konnte nicht abgerufen werden.`)),
    variant: 'destructive',
  };
}

/**
 * What the access code field says under it after a failed look-up: an unknown code is the field's
 * fault (aria-invalid, described by this text); other failures (server down) are not and stay in
 * the toast only.
 */
export function accessCodeFieldError(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof ApiError && error.status === 404)) return null;
  const notFound = messageText(i18n, VENDOR_MESSAGES.accessCodeNotFound);
  return `${notFound}. ${messageText(i18n, VENDOR_MESSAGES.accessCodeNotFoundHint)}`;
}

function isApiError(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/**
 * A refusal that is not the typed code's fault, shown above the access code form: too many
 * wrong codes from this address (429, saying when to try again) or a blocked account (403,
 * with the organiser's contact); null for any other outcome.
 */
export function accessCodeNotice(error: unknown, i18n: I18n): string | null {
  if (isApiError(error, 429)) {
    return errorText(
      i18n,
      error,
      i18n._(msg`Zu viele Versuche. Bitte versuchen Sie es später erneut.`),
    );
  }
  if (isApiError(error, 403)) {
    return errorText(
      i18n,
      error,
      i18n._(msg`Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter.`),
    );
  }
  return null;
}
