import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { QR_TOKEN_PREFIX } from '@standl/contracts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The QR token of a stall sheet (docs/decisions.md 76): the vendor id sealed with AES-256-GCM under
 * a key derived from the server secret, so the code carries nothing readable and cannot be forged
 * or edited into another vendor's. The nonce is a MAC of the id (synthetic IV): the same vendor
 * always gets the same token, so reprinting a sheet does not invalidate the old one, and a nonce
 * is only ever reused for the same plaintext.
 */
export class QrTokens {
  private readonly encryptionKey: Buffer;
  private readonly nonceKey: Buffer;

  constructor(secret: string) {
    const keys = Buffer.from(hkdfSync('sha256', secret, 'standl', 'qr-token-v1', 64));
    this.encryptionKey = keys.subarray(0, 32);
    this.nonceKey = keys.subarray(32);
  }

  seal(vendorId: string): string {
    const id = Buffer.from(vendorId.toLowerCase().replace(/-/g, ''), 'hex');
    const iv = createHmac('sha256', this.nonceKey).update(id).digest().subarray(0, IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const sealed = Buffer.concat([iv, cipher.update(id), cipher.final(), cipher.getAuthTag()]);
    return QR_TOKEN_PREFIX + sealed.toString('base64url');
  }

  /** The vendor id in a genuine token; null for anything forged, edited or foreign. */
  open(token: string): string | null {
    if (!token.startsWith(QR_TOKEN_PREFIX)) return null;
    const sealed = Buffer.from(token.slice(QR_TOKEN_PREFIX.length), 'base64url');
    if (sealed.length !== IV_BYTES + ID_BYTES + TAG_BYTES) return null;
    const iv = sealed.subarray(0, IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv);
    decipher.setAuthTag(sealed.subarray(IV_BYTES + ID_BYTES));
    try {
      const hex = Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + ID_BYTES)),
        decipher.final(),
      ]).toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return UUID.test(id) ? id : null;
    } catch {
      return null;
    }
  }
}
