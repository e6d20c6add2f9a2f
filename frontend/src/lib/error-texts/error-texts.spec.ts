import {
  ACCESS_CODE_REMINDER_MESSAGES,
  LIFT_MESSAGES,
  MESSAGE_GROUPS,
  VENDOR_MESSAGES,
  VENDOR_PROFILE_MESSAGES,
  WITHDRAWAL_MESSAGES,
  errorCodeOf,
  errorCodeParameters,
  type ErrorCode,
} from '@standl/contracts';
import { i18nIn } from '../../test/i18n';
import { ApiError } from '../request';
import { ERROR_TEXTS } from './error-texts';
import { answerText, codedText, errorText, messageText } from './use-error-text';

/** Every message of the contract by its code. */
const contractMessages = new Map<ErrorCode, unknown>(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, message]) => [
      errorCodeOf(group as never, key as never),
      message,
    ]),
  ),
);

function answer(status: number, body: object): ApiError {
  return new ApiError(status, JSON.stringify(body), 'Error');
}

describe('the texts of the API’s answers', () => {
  it('are in German exactly the contract’s messages, with the same parameters', () => {
    const german = i18nIn('de');
    const parameters = errorCodeParameters();
    const codes = Object.keys(ERROR_TEXTS) as ErrorCode[];
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) {
      const message = contractMessages.get(code);
      const names = parameters[code] ?? [];
      const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
      const expected =
        typeof message === 'function'
          ? (message as (...args: string[]) => string)(...names.map((name) => values[name]!))
          : message;
      expect(`${code}: ${german._({ ...ERROR_TEXTS[code]!, values })}`).toBe(
        `${code}: ${String(expected)}`,
      );
    }
  });

  it('show the API’s German message on a German page', () => {
    const body = {
      statusCode: 404,
      code: 'VENDOR_ACCESS_CODE_NOT_FOUND',
      message: 'Zugangscode nicht gefunden',
    };
    expect(errorText(i18nIn('de'), answer(404, body), 'Fehler')).toBe('Zugangscode nicht gefunden');
  });

  it('show the text for the code, with its parameters, on an English page', () => {
    const english = i18nIn('en');
    expect(
      errorText(
        english,
        answer(429, {
          statusCode: 429,
          code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
          params: { time: '14:05' },
          message: VENDOR_MESSAGES.tooManyAccessCodeAttempts('14:05'),
        }),
        'Please try again.',
      ),
    ).toBe('Too many wrong access codes from this address. Please try again from 14:05.');
    expect(
      errorText(
        english,
        answer(400, {
          statusCode: 400,
          code: 'VENDOR_NAME_TOO_SHORT',
          details: [{ code: 'VENDOR_NAME_TOO_SHORT' }, { code: 'VENDOR_INVALID_EMAIL' }],
          message: `${VENDOR_MESSAGES.nameTooShort}; ${VENDOR_MESSAGES.invalidEmail}`,
        }),
        'Please try again.',
      ),
    ).toBe('Name must be at least 2 characters long; Invalid e-mail address');
  });

  it('fall back to the German message for a code without English, and to the fallback without a body', () => {
    const english = i18nIn('en');
    const console = {
      statusCode: 409,
      code: 'ADMIN_BOOTH_TAKEN',
      message: 'Standplatz ist bereits vergeben',
    };
    expect(errorText(english, answer(409, console), 'Please try again.')).toBe(
      'Standplatz ist bereits vergeben',
    );
    expect(errorText(english, new TypeError('Failed to fetch'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});

describe('the contract’s fixed texts on a page', () => {
  it('stay the contract’s German on a German page and follow the code on an English one', () => {
    expect(messageText(i18nIn('de'), VENDOR_MESSAGES.nameTooShort)).toBe(
      VENDOR_MESSAGES.nameTooShort,
    );
    expect(messageText(i18nIn('en'), VENDOR_MESSAGES.nameTooShort)).toBe(
      'Name must be at least 2 characters long',
    );
    expect(messageText(i18nIn('en'), ACCESS_CODE_REMINDER_MESSAGES.emailRequired)).toBe(
      'Please enter your e-mail address',
    );
    expect(messageText(i18nIn('en'), 'Kein Text des Vertrags')).toBe('Kein Text des Vertrags');
  });

  it('are each in English where their code (or another code of the same German) has a text', () => {
    const english = i18nIn('en');
    let checked = 0;
    for (const [code, message] of contractMessages) {
      const descriptor = ERROR_TEXTS[code];
      if (typeof message !== 'string' || !descriptor) continue;
      expect(`${code}: ${messageText(english, message)}`).toBe(`${code}: ${english._(descriptor)}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
    // The withdrawal's reason shares its German with the archive's, whose code the API answers.
    expect(messageText(english, WITHDRAWAL_MESSAGES.reasonTooLong)).toBe(
      'The reason may be at most 500 characters long',
    );
    expect(
      errorText(
        english,
        answer(400, {
          statusCode: 400,
          code: 'ARCHIVE_REASON_TOO_LONG',
          message: WITHDRAWAL_MESSAGES.reasonTooLong,
        }),
        'Please try again.',
      ),
    ).toBe('The reason may be at most 500 characters long');
  });

  it('give a message with parameters by its code, in German word for word', () => {
    expect(
      codedText(i18nIn('de'), 'VENDOR_REGISTRATION_NOT_STARTED', { date: '1. Nov. 2026' }),
    ).toBe(VENDOR_MESSAGES.registrationNotStarted('1. Nov. 2026'));
    expect(
      codedText(i18nIn('de'), 'VENDOR_PROFILE_EMAIL_CHANGED', { address: 'neu@example.at' }),
    ).toBe(VENDOR_PROFILE_MESSAGES.emailChanged('neu@example.at'));
    expect(codedText(i18nIn('en'), 'VENDOR_REGISTRATION_NOT_STARTED', { date: '1 Nov 2026' })).toBe(
      'Registration opens on 1 Nov 2026.',
    );
  });

  it('show a success answer’s German on a German page only', () => {
    expect(answerText(i18nIn('de'), 'Termin gebucht (API)', LIFT_MESSAGES.booked)).toBe(
      'Termin gebucht (API)',
    );
    expect(answerText(i18nIn('de'), undefined, LIFT_MESSAGES.booked)).toBe(LIFT_MESSAGES.booked);
    expect(answerText(i18nIn('en'), LIFT_MESSAGES.booked, LIFT_MESSAGES.booked)).toBe(
      'Slot booked',
    );
  });
});
