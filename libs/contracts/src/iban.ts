import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** An IBAN without spaces, upper case ('AT61 1904 …' → 'AT611904…'). */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A valid IBAN (ISO 13616, checked with ibantools, docs/decisions.md 229): a known country, that
 * country's length and account format, and the check digits (mod 97 = 1). Catches a mistyped
 * digit before vendors transfer money to it. Spaces and case do not matter.
 */
export function isValidIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return iban !== null && isValidIBAN(iban);
}

/** A BIC without spaces, upper case ('rzbaatww' → 'RZBAATWW'). */
export function compactBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A valid BIC (ISO 9362, checked with ibantools): 8 or 11 characters, bank code, a known
 * country, location and optional branch. Spaces and case do not matter.
 */
export function isValidBic(value: string): boolean {
  return isValidBIC(compactBic(value));
}
