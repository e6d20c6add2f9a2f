import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpReply } from '../http/http-server.js';

export const VENDOR_SESSION_COOKIE = 'standl_vendor';
export const VENDOR_SESSION_DAYS = 30;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`vendor-session|${payload}`).digest('base64url');
}

/**
 * A signed cookie value proving "this browser entered vendor X's access code"
 * (docs/decisions.md 17).
 */
export function signVendorSession(secret: string, vendorId: string, expiresAt: Date): string {
  const payload = `${vendorId}.${expiresAt.getTime()}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The vendor id of a valid, unexpired session cookie, else null. */
export function verifyVendorSession(
  secret: string,
  value: string | undefined,
  now: Date,
): string | null {
  const [vendorId, expires, mac] = value?.split('.') ?? [];
  if (!vendorId || !expires || !mac) return null;
  const expected = Buffer.from(signature(secret, `${vendorId}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) > now.getTime() ? vendorId : null;
}

/** When a (verified) session cookie was issued: its expiry minus the session length. */
export function vendorSessionIssuedAt(value: string): Date {
  const expires = Number(value.split('.')[1]);
  return new Date(expires - VENDOR_SESSION_DAYS * 86_400_000);
}

/** One cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined; // broken %-encoding: no session, not a server error
    }
  }
  return undefined;
}

/**
 * Signs the vendor in on this browser: the session cookie for `VENDOR_SESSION_DAYS`, sent with
 * every API request (after the access code, a registration or an accepted waitlist offer).
 */
export function startVendorSession(
  reply: HttpReply,
  { secret, publicUrl, now }: { secret: string; publicUrl: string; now: Date },
  vendorId: string,
): void {
  const expiresAt = new Date(now.getTime() + VENDOR_SESSION_DAYS * 86_400_000);
  const value = signVendorSession(secret, vendorId, expiresAt);
  // The value is base64url and digits: nothing in it needs encoding.
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VENDOR_SESSION_COOKIE}=${value}; Path=/api; Expires=${expiresAt.toUTCString()}; HttpOnly${secure}; SameSite=Lax`,
  );
}

/** Signs the vendor out on this browser: the session cookie expires at once. */
export function endVendorSession(reply: HttpReply): void {
  reply.header(
    'set-cookie',
    `${VENDOR_SESSION_COOKIE}=; Path=/api; Expires=${new Date(0).toUTCString()}`,
  );
}
