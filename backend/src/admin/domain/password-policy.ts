import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A few more that the English list lacks but a German-speaking team types (docs/decisions.md 209).
 */
const GERMAN_COMMON = [
  'passwort',
  'kennwort',
  'geheim',
  'hallo',
  'schatz',
  'sommer',
  'winter',
  'fruehling',
  'herbst',
  'fussball',
  'oesterreich',
  'österreich',
  'wien',
  'kaernten',
  'adventmarkt',
  'weihnachten',
  'christkind',
  'qwertz',
  'qwertzuiop',
  'asdfghjkl',
  'ichliebedich',
  'standl',
];

let common: ReadonlySet<string> | undefined;

/** The bundled list, read once on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([...COMMON_PASSWORDS_TEXT.split('\n'), ...GERMAN_COMMON]);
  return common;
}

/** Whose password it is: its username and the name it shows. */
export interface PasswordOwner {
  username: string;
  displayName?: string | null;
}

/**
 * Why a new password is refused, as the German message, or null when it is good enough
 * (docs/decisions.md 209): 12 to 200 characters, not blank, not a common password (also not one
 * with digits or signs around it, nor one repeated), not containing the account's names.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const length = [...password].length;
  if (password.trim() === '') return ADMIN_MESSAGES.newPasswordBlank;
  if (length < PASSWORD_MIN_LENGTH) return TEAM_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return TEAM_MESSAGES.passwordTooLong;
  if (isCommon(password)) return TEAM_MESSAGES.passwordTooCommon;
  if (containsName(password, owner)) return TEAM_MESSAGES.passwordContainsName;
  return null;
}

function isCommon(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  // "Passwort2024!" and "!!dragon!!" are the listed word with the usual decoration.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (core.length >= 4 && list.has(core)) return true;
  // "hallohallohallo", "123123123123": one short piece repeated.
  const repeated = /^(.{1,6}?)\1+$/u.exec(lower);
  return repeated !== null && (repeated[1].length <= 3 || list.has(repeated[1]));
}

function containsName(password: string, { username, displayName }: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const user = username.trim().toLowerCase();
  const name = (displayName ?? '').trim().toLowerCase();
  const candidates = [
    user,
    user.includes('@') ? user.slice(0, user.indexOf('@')) : '',
    name,
    name.replace(/\s+/g, ''),
    // Each part of "Anna Maria Berger" of four letters or more.
    ...name.split(/[\s.,_-]+/u).filter((part) => part.length >= 4),
  ];
  return candidates.some((candidate) => candidate.length >= 3 && lower.includes(candidate));
}
