import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up, shutting down, recovering), 53300 too many
 * connections.
 */
const SERVER_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What `pg` and `pg-pool` say without a code when a connection breaks or cannot be had in time. */
const DRIVER_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when `error` means "the database cannot be reached right now" rather than a fault of
 * the request or the code: the answer is 503 and a retry later will do. Looks through
 * MikroORM's wrappers, `cause` chains and AggregateErrors (one per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (error instanceof ConnectionException) return true;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // An HTTP call to another service (SumUp) fails as 'fetch failed' with the socket error as
  // its cause: that service is away, not the database.
  if (message === 'fetch failed') return false;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
