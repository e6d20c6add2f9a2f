import * as contracts from './index.js';
import {
  codeOfMessage,
  ERROR_CODES,
  type ErrorCode,
  errorCodeOf,
  errorCodeParameters,
  errorCodeProblems,
  type ErrorParams,
  MESSAGE_GROUPS,
  parameterNamesOf,
  PREFERRED_CODES,
} from './error-codes.js';

type MessageFunction = (...args: never[]) => string;

interface Entry {
  code: ErrorCode;
  message: string | MessageFunction;
}

const ENTRIES: Entry[] = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, Entry['message']>).map(([key, message]) => ({
    code: errorCodeOf(group as keyof typeof MESSAGE_GROUPS, key as never),
    message,
  })),
);
const TEXTS = ENTRIES.filter((entry) => typeof entry.message === 'string') as {
  code: ErrorCode;
  message: string;
}[];
const FUNCTIONS = ENTRIES.filter((entry) => typeof entry.message === 'function') as {
  code: ErrorCode;
  message: (...args: unknown[]) => string;
}[];

/**
 * Arguments for every message with parameters, one line per variant of its text, and the
 * parameters the API answers for it (as the German text shows them).
 */
const SAMPLES: Partial<Record<ErrorCode, [unknown[], ErrorParams][]>> = {
  ADMIN_BOOTHS_NOT_FREE: [
    [[['AK-03']], { numbers: 'AK-03' }],
    [[['AK-03', 'AK-10']], { numbers: 'AK-03, AK-10' }],
  ],
  ANALYTICS_FIELD_TOO_LONG: [[['sessionId'], { field: 'sessionId' }]],
  ARCHIVE_CHECK_ALREADY_DONE: [[[2026], { year: '2026' }]],
  ARCHIVE_CHECK_DONE: [
    [[0], { count: '0' }],
    [[1], { count: '1' }],
    [[12], { count: '12' }],
  ],
  FLOOR_PLAN_OVERLAPS: [[['AK-02'], { number: 'AK-02' }]],
  FLOOR_PLAN_PDF_PAGE_MISSING: [
    [[1], { pages: '1' }],
    [[3], { pages: '3' }],
  ],
  FLOOR_PLAN_UPLOAD_TOO_LARGE: [[[10], { limitMb: '10' }]],
  HTTP_ROUTE_NOT_FOUND: [[['GET', '/api/nope'], { method: 'GET', path: '/api/nope' }]],
  INVITATION_ALREADY_ON_LIST: [[[2026], { year: '2026' }]],
  INVITATION_IMPORTED: [
    [[5, 0], { added: '5', skipped: '0' }],
    [[5, 2], { added: '5', skipped: '2' }],
  ],
  INVITATION_PREPARED: [[[4, 2026], { count: '4', year: '2026' }]],
  INVITATION_SENT: [
    [[1], { count: '1' }],
    [[7], { count: '7' }],
  ],
  INVOICE_ALREADY_CANCELLED: [[['2026-0007'], { number: '2026-0007' }]],
  INVOICE_ALREADY_ISSUED: [[['2026-0007'], { number: '2026-0007' }]],
  // The same text as VALIDATION_MESSAGES.tooLong: answered with that code (PREFERRED_CODES).
  INVOICE_TOO_LONG: [[['Firmenname', 300], { field: 'Firmenname', max: '300' }]],
  MAILING_INVALID_RECIPIENT_ROW: [
    [[3, ''], { row: '3', address: '' }],
    [[3, 'anna@'], { row: '3', address: 'anna@' }],
    [[4, `${'a'.repeat(120)}@`], { row: '4', address: `${'a'.repeat(100)}…` }],
  ],
  MAILING_SENT: [
    [[1], { count: '1' }],
    [[30], { count: '30' }],
  ],
  PAYMENT_IMPLAUSIBLE_AMOUNT: [
    [
      [1_400_000, 14_000, true],
      {
        amount: contracts.formatEuro(1_400_000),
        owed: contracts.formatEuro(14_000),
        centsHint: 'true',
      },
    ],
    [
      [1_400_000, 14_000, false],
      {
        amount: contracts.formatEuro(1_400_000),
        owed: contracts.formatEuro(14_000),
        centsHint: 'false',
      },
    ],
  ],
  SEASON_ARCHIVED: [
    [[1, 2026, 2027], { count: '1', year: '2026', nextYear: '2027' }],
    [[9, 2026, 2027], { count: '9', year: '2026', nextYear: '2027' }],
  ],
  SEASON_DRY_RUN: [
    [[1, 2026], { count: '1', year: '2026' }],
    [[9, 2026], { count: '9', year: '2026' }],
  ],
  SETUP_DAY_PRINT_BOOTH_UNKNOWN: [[['AK-99, SO-99'], { numbers: 'AK-99, SO-99' }]],
  TEAM_ROLE_FORBIDDEN: [[['Kasse'], { role: 'Kasse' }]],
  VALIDATION_INVALID_VALUE: [[['status'], { field: 'status' }]],
  VALIDATION_MUST_BE_BOOLEAN: [[['active'], { field: 'active' }]],
  VALIDATION_MUST_BE_OBJECT: [[['data'], { field: 'data' }]],
  VALIDATION_MUST_BE_TEXT: [[['name'], { field: 'name' }]],
  VALIDATION_REQUIRED: [[['email'], { field: 'email' }]],
  VALIDATION_TOO_LONG: [[['description', 2000], { field: 'description', max: '2000' }]],
  VALIDATION_UNKNOWN_FIELD: [[['billing.colour'], { field: 'billing.colour' }]],
  VENDOR_PROFILE_EMAIL_CHANGED: [[['neu@example.at'], { address: 'neu@example.at' }]],
  VENDOR_PROFILE_EMAIL_CHANGE_REQUESTED: [[['neu@example.at'], { address: 'neu@example.at' }]],
  VENDOR_REGISTRATION_ENDED: [[['30.11.2026'], { date: '30.11.2026' }]],
  VENDOR_REGISTRATION_NOT_STARTED: [[['01.06.2026'], { date: '01.06.2026' }]],
  VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS: [[['14:05'], { time: '14:05' }]],
  VENDOR_VENDOR_BLOCKED: [
    [
      ['Burg-Adventmarkt GmbH, office@example.at'],
      { contact: 'Burg-Adventmarkt GmbH, office@example.at' },
    ],
  ],
  WAITLIST_ALREADY_WAITING: [[['Kunsthandwerk'], { areaName: 'Kunsthandwerk' }]],
  WAITLIST_AREA_HAS_FREE_STALL: [[['Kunsthandwerk'], { areaName: 'Kunsthandwerk' }]],
  WAITLIST_NO_FREE_STALL: [[['Kunsthandwerk'], { areaName: 'Kunsthandwerk' }]],
  WAITLIST_OFFER_EXPIRED_SUBJECT: [[['AK-03'], { boothNumber: 'AK-03' }]],
  WAITLIST_OFFER_STALL_LINE: [
    [
      ['AK-03', 'Kunsthandwerk', 15_000],
      { boothNumber: 'AK-03', areaName: 'Kunsthandwerk', stallFee: contracts.formatEuro(15_000) },
    ],
  ],
  WAITLIST_OFFER_SUBJECT: [[['AK-03'], { boothNumber: 'AK-03' }]],
  WAITLIST_POSITION_SENTENCE: [
    [['Kunsthandwerk', 2], { areaName: 'Kunsthandwerk', position: '2' }],
  ],
  WITHDRAWAL_FEE_CHANGED: [
    [[0], { fee: contracts.formatEuro(0) }],
    [[7000], { fee: contracts.formatEuro(7000) }],
  ],
};

/** The code a text is answered with: its own, or the preferred one of those sharing the text. */
function answeredCode(codes: readonly ErrorCode[]): ErrorCode | undefined {
  return codes.length === 1 ? codes[0] : codes.find((code) => PREFERRED_CODES.includes(code));
}

describe('the error codes', () => {
  it('cover every *_MESSAGES group of the package, named after it', () => {
    const exported = Object.entries(contracts).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(exported.map(([name]) => name).sort()).toEqual(
      Object.keys(MESSAGE_GROUPS)
        .map((group) => `${group}_MESSAGES`)
        .sort(),
    );
    for (const [name, messages] of exported) {
      expect([
        name,
        MESSAGE_GROUPS[name.replace(/_MESSAGES$/, '') as keyof typeof MESSAGE_GROUPS],
      ]).toEqual([name, messages]);
    }
  });

  it('are <GROUP>_<KEY in SCREAMING_SNAKE>, one for every message, all distinct', () => {
    expect(errorCodeOf('VENDOR', 'boothUnavailable')).toBe('VENDOR_BOOTH_UNAVAILABLE');
    expect(errorCodeOf('HTTP', 'notFound')).toBe('HTTP_NOT_FOUND');
    expect(errorCodeOf('VENDOR_PROFILE', 'emailChangeRequested')).toBe(
      'VENDOR_PROFILE_EMAIL_CHANGE_REQUESTED',
    );
    const codes = ENTRIES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(ENTRIES.length);
    expect([...ERROR_CODES]).toEqual([...codes].sort());
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
  });

  it('give every text its own code; a text several groups share gets the preferred one', () => {
    const codesByText = new Map<string, ErrorCode[]>();
    for (const { code, message } of TEXTS) {
      codesByText.set(message, [...(codesByText.get(message) ?? []), code]);
    }
    const shared = [...codesByText.values()].filter((codes) => codes.length > 1);
    // Each shared text names exactly one preferred code; no preferred code is left over.
    for (const codes of shared) {
      expect([codes, codes.filter((code) => PREFERRED_CODES.includes(code)).length]).toEqual([
        codes,
        1,
      ]);
    }
    const sharedFunctions = [['INVOICE_TOO_LONG', 'VALIDATION_TOO_LONG']] as ErrorCode[][];
    expect(
      [...shared, ...sharedFunctions]
        .flatMap((codes) => codes.filter((c) => PREFERRED_CODES.includes(c)))
        .sort(),
    ).toEqual([...PREFERRED_CODES].sort());

    const answered = new Map<string, ErrorCode>();
    for (const [text, codes] of codesByText) {
      expect([text, codeOfMessage(text)]).toEqual([text, { code: answeredCode(codes) }]);
      answered.set(text, codeOfMessage(text)!.code);
    }
    // Distinct texts, distinct codes.
    expect(new Set(answered.values()).size).toBe(codesByText.size);
  });

  it('read every message with parameters, by the names of the parameters', () => {
    expect(errorCodeProblems()).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual(FUNCTIONS.map((entry) => entry.code).sort());
    const parameters = errorCodeParameters();
    for (const { code, message } of FUNCTIONS) {
      expect([code, parameters[code]]).toEqual([code, parameterNamesOf(message)]);
      for (const [, params] of SAMPLES[code]!) {
        expect([code, Object.keys(params)]).toEqual([code, parameters[code]]);
      }
    }
    expect(parameters.VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS).toEqual(['time']);
    expect(parameters.SEASON_ARCHIVED).toEqual(['count', 'year', 'nextYear']);
  });

  it('find the code and parameters of every variant of a message with parameters', () => {
    for (const { code, message } of FUNCTIONS) {
      for (const [args, params] of SAMPLES[code]!) {
        const text = message(...args);
        const expected = code === 'INVOICE_TOO_LONG' ? 'VALIDATION_TOO_LONG' : code;
        expect([text, codeOfMessage(text)]).toEqual([text, { code: expected, params }]);
      }
    }
  });

  it('round-trip: the parameters found render the same text again', () => {
    let rendered = 0;
    for (const { code, message } of FUNCTIONS) {
      const names = errorCodeParameters()[code]!;
      for (const [args] of SAMPLES[code]!) {
        const text = message(...args);
        const { params } = codeOfMessage(text)!;
        // Where the text shows each argument as it was passed (no amount, list or branch).
        const shownAsPassed = names.every(
          (name, index) =>
            ['string', 'number'].includes(typeof args[index]) &&
            params![name] === String(args[index]),
        );
        if (!shownAsPassed) continue;
        const again = names.map((name, index) =>
          typeof args[index] === 'number' ? Number(params![name]) : params![name],
        );
        expect(message(...again)).toBe(text);
        rendered += 1;
      }
    }
    expect(rendered).toBeGreaterThan(40);
  });

  it('find no code for a text of no group', () => {
    expect(codeOfMessage('Irgendein anderer Text')).toBeUndefined();
    expect(codeOfMessage('')).toBeUndefined();
    expect(codeOfMessage(`${contracts.VENDOR_MESSAGES.boothUnavailable}!`)).toBeUndefined();
  });
});
