import { type EntityClass, MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';
import { createTestDatabase } from '../../scripts/support/test-database.js';

/** A fresh test database (PGlite in memory, or one on DATABASE_URL's server), not yet migrated. */
async function openTestDatabase(
  entities: EntityClass<object>[],
): Promise<{ orm: MikroORM; drop: () => Promise<void> }> {
  const database = await createTestDatabase();
  const common = {
    entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true },
    forceUtcTimezone: true,
    allowGlobalContext: true,
  };
  const orm = database.url
    ? await MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: database.url })
    : await MikroORM.init({ ...common, driver: PgliteDriver, dbName: 'memory://' });
  return { orm, drop: database.drop };
}

/**
 * A fresh test database migrated up to the migration just before `migration`, so a test can
 * write rows of the old shape, run `migration` (`orm.migrator.up({ to: migration })`) and check.
 */
export async function databaseBefore(
  migration: string,
): Promise<{ orm: MikroORM; drop: () => Promise<void> }> {
  const before = migrationsList[migrationsList.findIndex((m) => m.name === migration) - 1]!.name;
  const opened = await openTestDatabase([]);
  await opened.orm.migrator.up({ to: before });
  return opened;
}

/** A fresh test database with every migration, for a rule asked of a few entities' tables. */
export async function migratedDatabase(
  entities: EntityClass<object>[],
): Promise<{ orm: MikroORM; drop: () => Promise<void> }> {
  const opened = await openTestDatabase(entities);
  await opened.orm.migrator.up();
  return opened;
}
