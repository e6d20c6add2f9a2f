/** Crockford's base32 alphabet: digits and letters without I, L, O, U (docs/decisions.md 188). */
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACCESS_CODE_LENGTH = 10;

/**
 * What a person typed, as the stored code: trimmed, upper-case, without spaces and hyphens,
 * O read as 0 and I/L as 1 (docs/decisions.md 188).
 */
export function normalizeAccessCode(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** 'ABCDE12345' shown as 'ABCDE-12345' for reading aloud and copying. */
export function formatAccessCode(code: string): string {
  return code.length === ACCESS_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/**
 * The reference (Verwendungszweck) a vendor writes on a transfer: their access code, formatted
 * 'ABCDE-12345' (docs/decisions.md 226). It exists from registration on, so it fits the deposit,
 * the balance and any payment before an invoice; the import also recognises invoice numbers.
 */
export function transferReference(accessCode: string): string {
  return formatAccessCode(accessCode);
}

/** The line that names the reference, in mails and on invoices. */
export function transferReferenceLine(accessCode: string): string {
  return `Verwendungszweck: ${transferReference(accessCode)}`;
}
