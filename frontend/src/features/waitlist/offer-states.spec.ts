import { WAITLIST_MESSAGES } from '@standl/contracts';
import { ApiError } from '../../lib/request';
import { i18nIn } from '../../test/i18n';
import { offerEndOf, offerEndOfError, offerEndView } from './offer-states';

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ statusCode: status, message }), '');

describe('ends of a waiting-list offer', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');

  it('keeps an open offer open until its time is up', () => {
    expect(offerEndOf({ state: 'open', expiresAt: '2026-12-01T10:00:01.000Z' }, now)).toBeNull();
    expect(offerEndOf({ state: 'open', expiresAt: '2026-12-01T10:00:00.000Z' }, now)).toBe(
      'expired',
    );
    expect(offerEndOf({ state: 'cancelled', expiresAt: '2026-12-02T00:00:00.000Z' }, now)).toBe(
      'cancelled',
    );
  });

  it('reads 400, 409 (which answer), 410 and 429 from a refusal', () => {
    expect(offerEndOfError(refusal(400, WAITLIST_MESSAGES.linkInvalid))).toBe('invalid');
    expect(offerEndOfError(refusal(409, WAITLIST_MESSAGES.offerAccepted))).toBe('accepted');
    expect(offerEndOfError(refusal(409, WAITLIST_MESSAGES.offerDeclined))).toBe('declined');
    expect(offerEndOfError(refusal(409, WAITLIST_MESSAGES.offerCancelled))).toBe('cancelled');
    expect(offerEndOfError(refusal(410, WAITLIST_MESSAGES.offerExpired))).toBe('expired');
    expect(offerEndOfError(refusal(429, 'Zu viele Versuche. Bitte warten.'))).toBe('limited');
    expect(offerEndOfError(new TypeError('offline'))).toBe('failed');
  });

  it("shows the server's own text when it limits or fails", () => {
    const limited = refusal(429, 'Zu viele Versuche. Bitte warten.');
    expect(offerEndView('limited', i18nIn('de'), limited).text).toBe(
      'Zu viele Versuche. Bitte warten.',
    );
    expect(offerEndView('failed', i18nIn('de')).text).toBe('Bitte versuchen Sie es erneut.');
    expect(offerEndView('invalid', i18nIn('de'))).toEqual({
      title: 'Link ungültig',
      text: WAITLIST_MESSAGES.linkInvalid,
      toStatus: true,
    });
  });

  it('words the ends in English, the forged link’s text too', () => {
    expect(offerEndView('invalid', i18nIn('en'))).toEqual({
      title: 'Invalid link',
      text: 'This link is invalid. Please use the link from your e-mail.',
      toStatus: true,
    });
  });
});
