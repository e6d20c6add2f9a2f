import { PGlite } from '@electric-sql/pglite';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { MikroOrmModuleOptions } from '@mikro-orm/nestjs';
import { migrationsList } from '../../../migrations/index.js';
import type { AppConfig } from '../config/app-config.js';
import { releaseBrokenConnections } from './broken-connections.js';

/**
 * Passed on to `pg.Pool` (MikroORM merges `driverOptions` into its options; `onPoolCreated` is
 * its hook). While the server is away a request waits at most `connectionTimeoutMillis` for a
 * connection, whether it opens one or queues for a busy pool, and then fails with a 503 instead
 * of hanging. Broken connections leave the pool (pg drops an idle client that reported an
 * error, MikroORM listens for those errors so they cannot crash the process, and
 * `releaseBrokenConnections` frees those that die checked out); new ones are opened when the
 * server is back. Keep-alive notices a connection whose server vanished without closing it.
 * No query timeout: a statement may wait for a row or advisory lock for longer than that.
 */
export const POSTGRES_POOL_OPTIONS = {
  connectionTimeoutMillis: 3_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  onPoolCreated: releaseBrokenConnections,
};

/**
 * The embedded database's memory (issue 34): PostgreSQL's default 128 MB of shared buffers are
 * taken from the one process the app and PGlite share, for a market whose data is a few MB.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * MikroORM options: PGlite in DATA_DIR by default, a PostgreSQL server with DATABASE_URL
 * (docs/decisions.md 183).
 */
export function ormOptions(config: AppConfig): MikroOrmModuleOptions {
  const common = {
    autoLoadEntities: true,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    debug: false,
    registerRequestContext: true,
  } satisfies Partial<MikroOrmModuleOptions>;

  if (config.databaseUrl) {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: config.databaseUrl,
      pool: { min: 0, max: 10 },
      driverOptions: POSTGRES_POOL_OPTIONS,
    };
  }
  return {
    ...common,
    driver: PgliteDriver,
    dbName: config.pgliteDir ?? 'memory://',
    // A function: MikroORM copies option objects, which would break the Blob inside.
    driverOptions: () => ({
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...(config.pgliteImage && { loadDataDir: config.pgliteImage }),
    }),
  };
}

/** The database address for messages, without the password. */
export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.pgliteDir ?? 'memory'}`;
  const url = new URL(config.databaseUrl);
  url.password = url.password ? '***' : '';
  return url.toString();
}
