import { ConnectionException, DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.js';

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', pgError('read ECONNRESET', 'ECONNRESET')],
    ['broken pipe', pgError('write EPIPE', 'EPIPE')],
    ['host unreachable', pgError('connect EHOSTUNREACH 10.0.0.9:5432', 'EHOSTUNREACH')],
    ['admin shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['crash shutdown', pgError('terminating connection because of crash of another', '57P02')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['shutting down', pgError('the database system is shutting down', '57P03')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['connection failure', pgError('connection failure', '08006')],
    ['connection does not exist', pgError('connection does not exist', '08003')],
    ['dropped connection', pgError('Connection terminated unexpectedly')],
    ['connect timeout', pgError('Connection terminated due to connection timeout')],
    ['pool acquire timeout', pgError('timeout exceeded when trying to connect')],
    ['broken client', pgError('Client has encountered a connection error and is not queryable')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("sees through MikroORM's wrappers, causes and per-address AggregateErrors", () => {
    const refused = pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new DriverException(refused))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionException(new Error('anything')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Transaktion fehlgeschlagen', { cause: refused }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a deadlock', pgError('deadlock detected', '40P01')],
    ['a cancelled statement', pgError('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'another service that is away',
      new TypeError('fetch failed', { cause: pgError('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
