import type { Pool, PoolClient } from 'pg';

/**
 * Gives a connection that died while checked out back to the pool, which then drops it.
 *
 * MikroORM runs transactions as Kysely "controlled transactions", which release their
 * connection only after a successful BEGIN, COMMIT or ROLLBACK. When the database goes away in
 * the middle of one, none of them succeeds and the dead connection is never released: it keeps
 * its place in the pool for good, and after a few outages the pool has no room left and every
 * request times out although the database is back. A connection that ends while checked out is
 * of no use to anyone, so it is released here; the later release Kysely may still attempt
 * (after a plain query) becomes a no-op instead of pg-pool's "released twice" error.
 */
export function releaseBrokenConnections(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as PoolClient));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.has(client)) return; // an idle one is dropped by the pool itself
      const release = client.release;
      client.release = () => undefined;
      release(new Error('Datenbankverbindung abgebrochen'));
    });
  });
}
