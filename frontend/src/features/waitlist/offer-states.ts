import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WAITLIST_MESSAGES, type WaitlistOfferDto } from '@standl/contracts';
import { errorText, messageText } from '../../lib/error-texts/use-error-text';
import { ApiError, apiErrorMessage } from '../../lib/request';

/** What the offer page shows instead of the offer: the link's or the offer's end, or a failure. */
export type OfferEnd =
  'invalid' | 'expired' | 'accepted' | 'declined' | 'cancelled' | 'limited' | 'failed';

/** An end's title and text in the page's language. */
export interface OfferEndView {
  title: string;
  text: string;
  /** Whether the vendor's own pages help further ('Status prüfen'). */
  toStatus: boolean;
}

/** An end as the catalogs have it; a plain string is a fixed German text of the contract. */
interface OfferEndTexts {
  title: MessageDescriptor;
  text: MessageDescriptor | string;
  toStatus: boolean;
}

const RETRY = msg`Bitte versuchen Sie es erneut.`;

const VIEWS: Record<OfferEnd, OfferEndTexts> = {
  invalid: {
    title: msg`Link ungültig`,
    text: WAITLIST_MESSAGES.linkInvalid,
    toStatus: true,
  },
  expired: {
    title: msg`Angebot abgelaufen`,
    text: msg`Die Frist für dieses Angebot ist vorbei; der Standplatz geht an den Nächsten auf der Warteliste. Bei Fragen schreiben Sie dem Veranstalter.`,
    toStatus: true,
  },
  accepted: {
    title: msg`Angebot bereits angenommen`,
    text: msg`Sie haben diesen Standplatz schon angenommen. Alles Weitere sehen Sie in Ihrem Dashboard.`,
    toStatus: true,
  },
  declined: {
    title: msg`Angebot abgelehnt`,
    text: msg`Sie haben dieses Angebot abgelehnt; der Standplatz geht an den Nächsten auf der Warteliste.`,
    toStatus: true,
  },
  cancelled: {
    title: msg`Angebot zurückgenommen`,
    text: msg`Der Veranstalter hat dieses Angebot zurückgenommen. Bei Fragen schreiben Sie ihm eine Nachricht.`,
    toStatus: true,
  },
  limited: { title: msg`Zu viele Versuche`, text: RETRY, toStatus: false },
  failed: { title: msg`Angebot konnte nicht geladen werden`, text: RETRY, toStatus: false },
};

/** The end an offer in this state has reached; null while it is open and not yet past its time. */
export function offerEndOf(
  offer: Pick<WaitlistOfferDto, 'state' | 'expiresAt'>,
  now: Date = new Date(),
): OfferEnd | null {
  if (offer.state === 'open') return new Date(offer.expiresAt) <= now ? 'expired' : null;
  return offer.state;
}

/**
 * A refused look-up or answer as the page's end: 400 a forged or unknown link, 409 an offer
 * already answered (the server's text says which way), 410 an offer past its time.
 */
export function offerEndOfError(error: unknown): OfferEnd {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 400) return 'invalid';
  if (error.status === 410) return 'expired';
  if (error.status === 429) return 'limited';
  if (error.status === 409) {
    const message = apiErrorMessage(error, '');
    if (message === WAITLIST_MESSAGES.offerDeclined) return 'declined';
    if (message === WAITLIST_MESSAGES.offerCancelled) return 'cancelled';
    return 'accepted';
  }
  return 'failed';
}

/**
 * The page's texts for an end in the language of `i18n` (useLingui()'s); where the server refused
 * with a text of its own, that text (on a German page the server's German word for word).
 */
export function offerEndView(end: OfferEnd, i18n: I18n, error?: unknown): OfferEndView {
  const view = VIEWS[end];
  const own = end === 'limited' || end === 'failed' ? errorText(i18n, error, '') : '';
  const text = typeof view.text === 'string' ? messageText(i18n, view.text) : i18n._(view.text);
  return { title: i18n._(view.title), text: own || text, toStatus: view.toStatus };
}
