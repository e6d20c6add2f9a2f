import { createHmac } from 'node:crypto';

/**
 * A per-day pseudonym for a client address: the same visitor counts once a day, but the
 * address cannot be recovered and days cannot be linked (docs/decisions.md 8).
 */
export function visitorHash(secret: string, day: string, clientAddress: string): string {
  return createHmac('sha256', secret)
    .update(`analytics|${day}|${clientAddress}`)
    .digest('hex')
    .slice(0, 32);
}
