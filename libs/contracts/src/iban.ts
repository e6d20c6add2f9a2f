/** An IBAN without spaces, upper case ('AT61 1904 …' → 'AT611904…'). */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A well-formed IBAN whose check digits are right (ISO 13616, mod 97 = 1): catches a mistyped
 * digit before vendors transfer money to it.
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}
