import { WAITLIST_MESSAGES, type WaitlistOfferDto } from '@standl/contracts';
import { ApiError, apiErrorMessage, RETRY_TEXT } from '../../lib/request';

/** What the offer page shows instead of the offer: the link's or the offer's end, or a failure. */
export type OfferEnd =
  'invalid' | 'expired' | 'accepted' | 'declined' | 'cancelled' | 'limited' | 'failed';

export interface OfferEndView {
  title: string;
  text: string;
  /** Whether the vendor's own pages help further ('Status prüfen'). */
  toStatus: boolean;
}

const VIEWS: Record<OfferEnd, OfferEndView> = {
  invalid: {
    title: 'Link ungültig',
    text: WAITLIST_MESSAGES.linkInvalid,
    toStatus: true,
  },
  expired: {
    title: 'Angebot abgelaufen',
    text: 'Die Frist für dieses Angebot ist vorbei; der Standplatz geht an den Nächsten auf der Warteliste. Bei Fragen schreiben Sie dem Veranstalter.',
    toStatus: true,
  },
  accepted: {
    title: 'Angebot bereits angenommen',
    text: 'Sie haben diesen Standplatz schon angenommen. Alles Weitere sehen Sie in Ihrem Dashboard.',
    toStatus: true,
  },
  declined: {
    title: 'Angebot abgelehnt',
    text: 'Sie haben dieses Angebot abgelehnt; der Standplatz geht an den Nächsten auf der Warteliste.',
    toStatus: true,
  },
  cancelled: {
    title: 'Angebot zurückgenommen',
    text: 'Der Veranstalter hat dieses Angebot zurückgenommen. Bei Fragen schreiben Sie ihm eine Nachricht.',
    toStatus: true,
  },
  limited: { title: 'Zu viele Versuche', text: '', toStatus: false },
  failed: { title: 'Angebot konnte nicht geladen werden', text: RETRY_TEXT, toStatus: false },
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

/** The page's text for an end; a refusal's own German text where the server gave one. */
export function offerEndView(end: OfferEnd, error?: unknown): OfferEndView {
  const view = VIEWS[end];
  if (end === 'limited' || end === 'failed') {
    return { ...view, text: apiErrorMessage(error, view.text || RETRY_TEXT) };
  }
  return view;
}
