/**
 * Who besides organisers works the scanner (issue 29): its routes are open to them, and only an
 * account of these roles may be named as the helper who scanned (docs/decisions.md 206, 223).
 */
export const SCANNING_ROLES = ['setup'] as const;
