import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@standl/contracts';

/** 10 symbols of Crockford's base32 from a cryptographic RNG: 50 bits (docs/decisions.md 188). */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i += 1) {
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  }
  return code;
}
