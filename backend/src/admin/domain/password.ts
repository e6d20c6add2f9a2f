import { hash, verify } from '@node-rs/argon2';

/** Hashes with argon2id (the library's default algorithm; docs/decisions.md 189). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
