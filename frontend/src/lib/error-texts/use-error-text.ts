import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { MESSAGE_GROUPS, errorCodeOf, type ErrorCode, type ErrorParams } from '@standl/contracts';
import { apiErrorMessage, bodyOf } from '../request';
import { ERROR_TEXTS, errorTextOf, type TranslatedCode } from './error-texts';

interface CodedAnswer {
  code?: string;
  params?: ErrorParams;
  details?: { code: string; params?: ErrorParams }[];
}

interface FixedTexts {
  /** A fixed German text's code that has a text here, where one of its codes has. */
  codeByText: Map<string, ErrorCode>;
  textByCode: Map<ErrorCode, string>;
}

let fixedTexts: FixedTexts | undefined;

/** The contract's fixed German texts and their codes, read on first use. */
function fixed(): FixedTexts {
  if (!fixedTexts) {
    const codeByText = new Map<string, ErrorCode>();
    const textByCode = new Map<ErrorCode, string>();
    for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, message] of Object.entries(messages) as [string, unknown][]) {
        if (typeof message !== 'string') continue;
        const code = errorCodeOf(group as never, key as never);
        textByCode.set(code, message);
        const known = codeByText.get(message);
        if (!known || (ERROR_TEXTS[code] && !ERROR_TEXTS[known])) codeByText.set(message, code);
      }
    }
    fixedTexts = { codeByText, textByCode };
  }
  return fixedTexts;
}

/**
 * The text of one coded message in the page's language, or null where there is none. A text
 * several groups share has one text here: the API answers with the shared text's preferred code
 * (PREFERRED_CODES: 'Der Grund darf höchstens 500 Zeichen lang sein' is the archive's), and the
 * page with the code of its own group.
 */
function textOf(i18n: I18n, code: string, params?: ErrorParams): string | null {
  const { codeByText, textByCode } = fixed();
  const german = textByCode.get(code as ErrorCode);
  const shared = german === undefined ? undefined : codeByText.get(german);
  const descriptor = ERROR_TEXTS[code as ErrorCode] ?? (shared && ERROR_TEXTS[shared]);
  return descriptor ? i18n._({ ...descriptor, values: params }) : null;
}

/**
 * The text of a failed request in the page's language (issue 33): on a German page the API's
 * own German message (the specification's texts, verbatim); on another the text for the answer's
 * `code` (each of its `details` where it has several), else the German message, which is still
 * better than nothing. `fallback` (in the page's language) stands for an answer with no text.
 */
export function errorText(i18n: I18n, error: unknown, fallback: string): string {
  const german = apiErrorMessage(error, fallback);
  if (i18n.locale === 'de') return german;
  const body = bodyOf(error);
  if (!body) return fallback;
  let answer: CodedAnswer;
  try {
    answer = JSON.parse(body) as CodedAnswer;
  } catch {
    return fallback;
  }
  const parts = answer.details?.length
    ? answer.details.map((detail) => textOf(i18n, detail.code, detail.params))
    : [answer.code ? textOf(i18n, answer.code, answer.params) : null];
  return parts.every((part): part is string => part !== null) ? parts.join('; ') : german;
}

/** `text` with the page's I18n bound (a new function when the language switches). */
function useBoundToPage<Args extends unknown[]>(
  text: (i18n: I18n, ...args: Args) => string,
): (...args: Args) => string {
  const { i18n } = useLingui();
  return useCallback(
    (...args: Args) => text(i18n, ...args),
    // i18n.locale: the same instance switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  );
}

/** {@link errorText} bound to the page's language. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  return useBoundToPage(errorText);
}

/**
 * A fixed German text of the contract (`VENDOR_MESSAGES.nameTooShort`, checked in the browser as
 * on the server) in the language of `i18n`: the text itself on a German page, elsewhere the text
 * of its code (still the German for a text without one). A message with parameters goes through
 * {@link codedText} instead.
 */
export function messageText(i18n: I18n, germanText: string): string {
  if (i18n.locale === 'de') return germanText;
  const code = fixed().codeByText.get(germanText);
  return (code && textOf(i18n, code)) ?? germanText;
}

/** {@link messageText} bound to the page's language. */
export function useMessageText(): (germanText: string) => string {
  return useBoundToPage(messageText);
}

/**
 * A message of the contract with parameters (`VENDOR_MESSAGES.registrationNotStarted(date)`) in
 * the language of `i18n`, by its code and its parameters as the German function names them
 * (`{ date }`). On a German page this is exactly the contract's German (error-texts.spec.ts
 * checks the German catalog against the contract), so the page need not call the function.
 */
export function codedText(i18n: I18n, code: TranslatedCode, params?: ErrorParams): string {
  return i18n._({ ...errorTextOf(code), values: params });
}

/** {@link codedText} bound to the page's language. */
export function useCodedText(): (code: TranslatedCode, params?: ErrorParams) => string {
  return useBoundToPage(codedText);
}

/**
 * What a successful request says: on a German page the API's own `message` (the contract's
 * German, `germanText` where it sent none), on another page `germanText` in its language; the
 * API's German is not shown there.
 */
export function answerText(
  i18n: I18n,
  apiMessage: string | null | undefined,
  germanText: string,
): string {
  return i18n.locale === 'de' ? apiMessage || germanText : messageText(i18n, germanText);
}
