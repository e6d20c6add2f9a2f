import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ApiError, RETRY_TEXT } from '../../lib/request';
import { confirmErrorMessage, lookupErrorMessage, offlineErrorMessage } from './scan-messages';

const answer = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ statusCode: status, message, error: 'Error' }), '');

describe('scan messages', () => {
  it('shows a 404 as "Code nicht gefunden" with the server text or the spec fallback', () => {
    expect(lookupErrorMessage(answer(404, 'Kein Stand mit diesem Code.'))).toEqual({
      title: SETUP_DAY_MESSAGES.notFound,
      detail: 'Kein Stand mit diesem Code.',
    });
    expect(lookupErrorMessage(answer(404, SETUP_DAY_MESSAGES.notFound))).toEqual({
      title: SETUP_DAY_MESSAGES.notFound,
      detail: SETUP_DAY_MESSAGES.notFoundDetail,
    });
  });

  it('shows a 400 as a foreign or incomplete QR code', () => {
    expect(lookupErrorMessage(answer(400, SETUP_DAY_MESSAGES.invalidQr))).toEqual({
      title: SETUP_DAY_MESSAGES.invalidQr,
      detail: SETUP_DAY_MESSAGES.invalidQrDetail,
    });
    expect(lookupErrorMessage(answer(400, SETUP_DAY_MESSAGES.incompleteQr))).toEqual({
      title: SETUP_DAY_MESSAGES.invalidQr,
      detail: SETUP_DAY_MESSAGES.incompleteQr,
    });
  });

  it('shows anything else as a connection error', () => {
    expect(lookupErrorMessage(new Error('boom'))).toEqual({
      title: SETUP_DAY_MESSAGES.connectionError,
      detail: RETRY_TEXT,
    });
  });

  it('explains codes the stored list cannot resolve', () => {
    expect(offlineErrorMessage({ kind: 'not-found' })).toEqual({
      title: SETUP_DAY_MESSAGES.notFound,
      detail: SETUP_DAY_MESSAGES.notFoundDetail,
    });
    expect(offlineErrorMessage({ kind: 'invalid' }).detail).toBe(
      SETUP_DAY_MESSAGES.invalidQrDetail,
    );
    expect(offlineErrorMessage({ kind: 'incomplete' }).detail).toBe(
      SETUP_DAY_MESSAGES.incompleteQr,
    );
  });

  it('shows a refused confirmation with the server text', () => {
    expect(confirmErrorMessage(answer(409, 'Der Händler ist gesperrt.'))).toEqual({
      title: SETUP_DAY_MESSAGES.confirmFailed,
      detail: 'Der Händler ist gesperrt.',
    });
    expect(confirmErrorMessage(new Error('x')).detail).toBe(SETUP_DAY_MESSAGES.confirmFailedDetail);
  });
});
