import { hash, verify } from '@node-rs/argon2';

/** Hashes with argon2id (the library's default algorithm; docs/decisions.md 189). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for an account without a password (an invitation not yet accepted). */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  return verify(passwordHash, password).catch(() => false);
}
