import { isEmail } from 'class-validator';

/** A recipient address the outbox accepts: one plain address, no line breaks, at most 254 characters. */
export function isDeliverableAddress(value: string): boolean {
  return value.length <= 254 && !/[\r\n\s,;<>]/.test(value) && isEmail(value);
}

/**
 * A display name or subject made safe for a mail header: line breaks and other control
 * characters become spaces (no header injection), runs of spaces collapse, cut to `max`.
 */
export function headerText(value: string, max: number): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}
