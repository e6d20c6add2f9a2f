/**
 * A stable code beside every German message (docs/decisions.md 341-348). The API answers an
 * error with the German `message` as before and its `code` (with `params` where the message has
 * parameters), so a client can show the text in the vendor's language. A code is the group's
 * name and the message's key in SCREAMING_SNAKE: `VENDOR_MESSAGES.boothUnavailable` is
 * `VENDOR_BOOTH_UNAVAILABLE`. The server finds the code of a message by its text, so no code
 * that throws a message has to name it.
 */
import { ANALYTICS_MESSAGES } from './analytics.js';
import { ARCHIVE_MESSAGES } from './archive.js';
import { AUDIT_LOG_MESSAGES } from './audit-log.js';
import { BACKGROUND_TASK_MESSAGES } from './background-tasks.js';
import {
  BANK_BOOKING_MESSAGES,
  BANK_IMPORT_MESSAGES,
  BANK_STATEMENT_MESSAGES,
} from './bank-import.js';
import { FLOOR_PLAN_MESSAGES, PLAN_IMAGE_MESSAGES } from './floor-plan.js';
import { INVOICE_MESSAGES } from './invoices.js';
import { LIFT_MESSAGES } from './lift.js';
import { ACCESS_CODE_REMINDER_MESSAGES, EMAIL_TEMPLATE_MESSAGES, MAIL_MESSAGES } from './mail.js';
import { INVITATION_MESSAGES, MAILING_MESSAGES } from './mailings.js';
import {
  ADMIN_MESSAGES,
  HTTP_MESSAGES,
  SETTINGS_MESSAGES,
  VALIDATION_MESSAGES,
  VENDOR_MESSAGES,
} from './messages.js';
import { formatEuro } from './money.js';
import { PAYMENT_MESSAGES } from './payments.js';
import { SEASON_MESSAGES } from './season.js';
import { SETUP_DAY_MESSAGES } from './setup-day.js';
import { TEAM_MESSAGES } from './team.js';
import { VENDOR_PROFILE_MESSAGES } from './vendor-profile.js';
import { WAITLIST_MESSAGES } from './waitlist.js';
import { WITHDRAWAL_MESSAGES } from './withdrawal.js';

/** Every `*_MESSAGES` group by its name without `_MESSAGES`: the first part of its codes. */
export const MESSAGE_GROUPS = {
  HTTP: HTTP_MESSAGES,
  VALIDATION: VALIDATION_MESSAGES,
  VENDOR: VENDOR_MESSAGES,
  ADMIN: ADMIN_MESSAGES,
  SETTINGS: SETTINGS_MESSAGES,
  PAYMENT: PAYMENT_MESSAGES,
  INVOICE: INVOICE_MESSAGES,
  BANK_IMPORT: BANK_IMPORT_MESSAGES,
  BANK_STATEMENT: BANK_STATEMENT_MESSAGES,
  BANK_BOOKING: BANK_BOOKING_MESSAGES,
  WAITLIST: WAITLIST_MESSAGES,
  WITHDRAWAL: WITHDRAWAL_MESSAGES,
  VENDOR_PROFILE: VENDOR_PROFILE_MESSAGES,
  LIFT: LIFT_MESSAGES,
  SETUP_DAY: SETUP_DAY_MESSAGES,
  FLOOR_PLAN: FLOOR_PLAN_MESSAGES,
  PLAN_IMAGE: PLAN_IMAGE_MESSAGES,
  ARCHIVE: ARCHIVE_MESSAGES,
  SEASON: SEASON_MESSAGES,
  ANALYTICS: ANALYTICS_MESSAGES,
  AUDIT_LOG: AUDIT_LOG_MESSAGES,
  BACKGROUND_TASK: BACKGROUND_TASK_MESSAGES,
  MAIL: MAIL_MESSAGES,
  EMAIL_TEMPLATE: EMAIL_TEMPLATE_MESSAGES,
  ACCESS_CODE_REMINDER: ACCESS_CODE_REMINDER_MESSAGES,
  MAILING: MAILING_MESSAGES,
  INVITATION: INVITATION_MESSAGES,
  TEAM: TEAM_MESSAGES,
} as const;

type MessageGroups = typeof MESSAGE_GROUPS;
type GroupName = keyof MessageGroups & string;

/** 'boothUnavailable' → 'BOOTH_UNAVAILABLE' (as {@link errorCodeOf} does at run time). */
type ScreamingSnake<
  S extends string,
  Done extends string = '',
> = S extends `${infer C}${infer Rest}`
  ? ScreamingSnake<Rest, `${Done}${C extends Lowercase<C> ? Uppercase<C> : `_${C}`}`>
  : Done;

/** The code of every message of every group, e.g. 'VENDOR_BOOTH_UNAVAILABLE'. */
export type ErrorCode = {
  [G in GroupName]: `${G}_${ScreamingSnake<keyof MessageGroups[G] & string>}`;
}[GroupName];

/** A message's parameters as the German text shows them, by the function's parameter names. */
export type ErrorParams = Record<string, string>;

/** What the API adds to a message: its code and, for a message with parameters, their values. */
export interface CodedMessage {
  code: ErrorCode;
  params?: ErrorParams;
}

/** The code of a group's message: `errorCodeOf('VENDOR', 'boothUnavailable')`. */
export function errorCodeOf<G extends GroupName>(
  group: G,
  key: keyof MessageGroups[G] & string,
): ErrorCode {
  return `${group}_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}` as ErrorCode;
}

/** Every code, sorted: the OpenAPI document's enum of `ApiErrorDto.code`. */
export const ERROR_CODES: readonly ErrorCode[] = Object.entries(MESSAGE_GROUPS)
  .flatMap(([group, messages]) =>
    Object.keys(messages).map((key) => errorCodeOf(group as GroupName, key as never)),
  )
  .sort();

/**
 * A text that several groups share ('Händler nicht gefunden' is the admin's, the lift's, …) is
 * answered with one code, the one listed here; each of those messages keeps its own code in
 * {@link ERROR_CODES} all the same. The unit test fails for a shared text missing here.
 */
export const PREFERRED_CODES: readonly ErrorCode[] = [
  'ADMIN_BOOTH_AREA_NOT_FOUND',
  'ADMIN_BOOTH_VENDOR_INVALID',
  'ADMIN_INVALID_STATUS',
  'ADMIN_VENDOR_NOT_FOUND',
  'ANALYTICS_FROM_AFTER_TO',
  'ANALYTICS_INVALID_FROM',
  'ANALYTICS_INVALID_TO',
  'ANALYTICS_RANGE_TOO_LONG',
  'ARCHIVE_REASON_REQUIRED',
  'ARCHIVE_REASON_TOO_LONG',
  'EMAIL_TEMPLATE_CONTENT_TOO_LONG',
  'EMAIL_TEMPLATE_NAME_REQUIRED',
  'EMAIL_TEMPLATE_SUBJECT_LINE_BREAK',
  'EMAIL_TEMPLATE_SUBJECT_TOO_LONG',
  'PAYMENT_CHECKOUT_FAILED',
  'PAYMENT_INVALID_AMOUNT',
  'SETTINGS_YEAR_RANGE',
  'VALIDATION_TOO_LONG',
  'VENDOR_BILLING_POSTAL_CODE_INVALID',
  'VENDOR_INVALID_EMAIL',
  'VENDOR_NAME_TOO_LONG',
];

/**
 * How a parameter is passed when the registry reads a message function's text: `fixed` picks a
 * branch of the text that does not show the value (the parameter is reported as `param`, else
 * as the value itself); `sample` is shown in the text as `shown` (a formatted amount, a joined
 * list), whose place is captured.
 */
export type SampleArgument =
  { fixed: unknown; param?: string } | { sample: unknown; shown: string };

type Variant = Readonly<Record<string, SampleArgument>>;

/** Fixed so that no German text contains them. */
const AMOUNT = { sample: 9_876_543, shown: formatEuro(9_876_543) } as const;
const OWED = { sample: 12_345, shown: formatEuro(12_345) } as const;

/**
 * The messages whose text is not one template of their parameters: every variant of the text
 * that calling the function with a marker for each parameter does not produce. The parameters a
 * variant leaves out are passed as markers and captured where the text shows them.
 */
const VARIANTS: { readonly [C in ErrorCode]?: readonly Variant[] } = {
  ADMIN_BOOTHS_NOT_FREE: [
    { numbers: { sample: ['QX-91'], shown: 'QX-91' } },
    { numbers: { sample: ['QX-91', 'QX-92'], shown: 'QX-91, QX-92' } },
  ],
  ARCHIVE_CHECK_DONE: [{ count: { fixed: 0 } }, { count: { fixed: 1 } }],
  FLOOR_PLAN_PDF_PAGE_MISSING: [{ pages: { fixed: 1 } }],
  INVITATION_IMPORTED: [{ skipped: { fixed: 0 } }],
  INVITATION_SENT: [{ count: { fixed: 1 } }],
  MAILING_INVALID_RECIPIENT_ROW: [{ address: { fixed: '' } }],
  MAILING_SENT: [{ count: { fixed: 1 } }],
  PAYMENT_IMPLAUSIBLE_AMOUNT: [
    { amount: AMOUNT, owed: OWED, centsHint: { fixed: true } },
    { amount: AMOUNT, owed: OWED, centsHint: { fixed: false } },
  ],
  SEASON_ARCHIVED: [{ count: { fixed: 1 } }],
  SEASON_DRY_RUN: [{ count: { fixed: 1 } }],
  WAITLIST_OFFER_STALL_LINE: [{ stallFee: AMOUNT }],
  WITHDRAWAL_FEE_CHANGED: [{ fee: { fixed: 0, param: formatEuro(0) } }, { fee: AMOUNT }],
};

/** The code and parameters of a message the API answers with, or undefined for a text of no group. */
export function codeOfMessage(message: string): CodedMessage | undefined {
  const { exact, patterns } = registry();
  const code = exact.get(message);
  if (code) return { code };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: ErrorParams = { ...pattern.fixed, ...match.groups };
    return {
      code: pattern.code,
      params: Object.fromEntries(pattern.names.map((n) => [n, values[n]!])),
    };
  }
  return undefined;
}

/**
 * The parameter names of every code whose message has parameters, e.g.
 * `{ VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS: ['time'], … }` (read from the functions' source, so on
 * the server: a minified client build renames them).
 */
export function errorCodeParameters(): Partial<Record<ErrorCode, readonly string[]>> {
  const parameters: Partial<Record<ErrorCode, readonly string[]>> = {};
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, message] of Object.entries(messages) as [string, unknown][]) {
      if (typeof message !== 'function') continue;
      const names = parameterNamesOf(message as (...args: never[]) => string);
      if (names) parameters[errorCodeOf(group as GroupName, key as never)] = names;
    }
  }
  return parameters;
}

/** What the registry could not read (a function without a template): the unit test wants none. */
export function errorCodeProblems(): readonly string[] {
  return registry().problems;
}

/** The names of a message function's parameters, from its source (the server's build keeps them). */
export function parameterNamesOf(fn: (...args: never[]) => string): string[] | undefined {
  const source = fn.toString();
  const list =
    /^(?:async\s*)?(?:function\b[^(]*)?\(([^)]*)\)/.exec(source)?.[1] ??
    /^(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(source)?.[1];
  if (list === undefined) return undefined;
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const valid = names.every((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return valid && names.length === fn.length ? names : undefined;
}

interface Pattern {
  code: ErrorCode;
  regex: RegExp;
  /** The function's parameters, in order. */
  names: readonly string[];
  fixed: ErrorParams;
  /** Characters of the text outside the parameters: the more, the more specific the pattern. */
  literal: number;
}

interface Registry {
  exact: Map<string, ErrorCode>;
  patterns: Pattern[];
  problems: string[];
}

let built: Registry | undefined;

/** Built on first use, so a client that only needs the codes never reads a function's source. */
function registry(): Registry {
  built ??= buildRegistry();
  return built;
}

function buildRegistry(): Registry {
  const problems: string[] = [];
  const codesByText = new Map<string, ErrorCode[]>();
  const codesByPattern = new Map<string, { pattern: Pattern; codes: ErrorCode[] }>();
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, message] of Object.entries(messages) as [string, unknown][]) {
      const code = errorCodeOf(group as GroupName, key as never);
      if (typeof message === 'string') {
        codesByText.set(message, [...(codesByText.get(message) ?? []), code]);
        continue;
      }
      for (const pattern of patternsOf(code, message as (...args: unknown[]) => string, problems)) {
        const id = `${pattern.regex.source}\u0000${JSON.stringify(pattern.fixed)}`;
        const same = codesByPattern.get(id);
        if (same) same.codes.push(code);
        else codesByPattern.set(id, { pattern, codes: [code] });
      }
    }
  }
  const exact = new Map<string, ErrorCode>();
  for (const [text, codes] of codesByText) exact.set(text, preferred(codes));
  const patterns = [...codesByPattern.values()]
    .map(({ pattern, codes }) => ({ ...pattern, code: preferred(codes) }))
    .sort((a, b) => b.literal - a.literal || a.code.localeCompare(b.code));
  return { exact, patterns, problems };
}

function preferred(codes: readonly ErrorCode[]): ErrorCode {
  if (codes.length === 1) return codes[0]!;
  return codes.find((code) => PREFERRED_CODES.includes(code)) ?? [...codes].sort()[0]!;
}

/** Marks a parameter's place in a text; private-use characters no message contains. */
function marker(index: number): string {
  return `\uE000${index}\uE001`;
}

/** The patterns of a message function: its template, and each of its variants. */
function patternsOf(
  code: ErrorCode,
  fn: (...args: unknown[]) => string,
  problems: string[],
): Pattern[] {
  const names = parameterNamesOf(fn);
  if (!names) {
    problems.push(`${code}: Parameternamen nicht lesbar`);
    return [];
  }
  const patterns: Pattern[] = [];
  const template = patternOf(code, fn, names, {});
  if (template) patterns.push(template);
  for (const variant of VARIANTS[code] ?? []) {
    const unknown = Object.keys(variant).filter((name) => !names.includes(name));
    const pattern = unknown.length === 0 ? patternOf(code, fn, names, variant) : undefined;
    if (pattern) patterns.push(pattern);
    else problems.push(`${code}: Variante ${JSON.stringify(variant)} nicht lesbar`);
  }
  if (patterns.length === 0) problems.push(`${code}: keine Vorlage (Variante in VARIANTS angeben)`);
  return patterns;
}

/**
 * Calls the function with the variant's arguments and a marker for every other parameter, and
 * turns its text into a regular expression that captures each shown parameter by its name.
 */
function patternOf(
  code: ErrorCode,
  fn: (...args: unknown[]) => string,
  names: readonly string[],
  variant: Variant,
): Pattern | undefined {
  const shown = new Map<string, string>();
  const fixed: ErrorParams = {};
  const args = names.map((name, index) => {
    const argument = variant[name];
    if (argument === undefined) {
      shown.set(marker(index), name);
      return marker(index);
    }
    if ('sample' in argument) {
      shown.set(argument.shown, name);
      return argument.sample;
    }
    fixed[name] = argument.param ?? String(argument.fixed);
    return argument.fixed;
  });
  let text: string;
  try {
    text = fn(...args);
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  const texts = [...shown.keys()].sort((a, b) => b.length - a.length);
  const parts =
    texts.length > 0 ? text.split(new RegExp(`(${texts.map(escape).join('|')})`)) : [text];
  const seen = new Set<string>();
  let source = '';
  let literal = 0;
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) {
      if (/[\uE000\uE001]/.test(part)) return undefined; // a marker cut apart: no template
      source += escape(part);
      literal += part.length;
      continue;
    }
    const name = shown.get(part)!;
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]*?)`;
    seen.add(name);
  }
  if (seen.size !== shown.size) return undefined; // a parameter the text does not show
  return { code, regex: new RegExp(`^${source}$`), names, fixed, literal };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
