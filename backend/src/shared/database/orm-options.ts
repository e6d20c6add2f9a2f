import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { MikroOrmModuleOptions } from '@mikro-orm/nestjs';
import { migrationsList } from '../../../migrations/index.js';
import type { AppConfig } from '../config/app-config.js';

/** MikroORM options: PGlite in DATA_DIR by default, a PostgreSQL server with DATABASE_URL (DECISIONS 2). */
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
    };
  }
  return { ...common, driver: PgliteDriver, dbName: config.pgliteDir ?? 'memory://' };
}

/** The database address for messages, without the password. */
export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.pgliteDir ?? 'memory'}`;
  const url = new URL(config.databaseUrl);
  url.password = url.password ? '***' : '';
  return url.toString();
}
