import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** Issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'Standl';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Without 0/o, 1/l/i: read from paper without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function key(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'standl', 'admin-totp-secret', 32));
}

/**
 * The TOTP secret as stored: AES-256-GCM under a key derived from the JWT secret with HKDF
 * (docs/decisions.md 214), so a copy of the database alone does not give the codes.
 */
export function encryptTotpSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the stored value was changed or another key sealed it. */
export function decryptTotpSecret(jwtSecret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) {
    throw new Error('Unbekanntes Format des TOTP-Geheimnisses');
  }
  const decipher = createDecipheriv('aes-256-gcm', key(jwtSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/**
 * The time step a 6-digit code matches at `now`, one step either way accepted, or null. A step
 * at or before `lastStep` (a code already used) does not count (docs/decisions.md 214).
 */
export async function matchingTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: PERIOD_SECONDS,
  }).catch(() => null);
  if (!result?.valid) return null;
  const step = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** Ten codes `xxxx-xxxx`, each usable once instead of a TOTP code. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What is stored of a recovery code: its SHA-256, of the code as typed in any case. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{4}-[a-z0-9]{4}$/i.test(code.trim());
}
