import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';
import { createTestDatabase } from '../../scripts/support/test-database.js';

/**
 * A fresh test database migrated up to the migration just before `migration`, so a test can
 * write rows of the old shape, run `migration` (`orm.migrator.up({ to: migration })`) and check.
 */
export async function databaseBefore(
  migration: string,
): Promise<{ orm: MikroORM; drop: () => Promise<void> }> {
  const before = migrationsList[migrationsList.findIndex((m) => m.name === migration) - 1]!.name;
  const database = await createTestDatabase();
  const common = {
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true },
    forceUtcTimezone: true,
    allowGlobalContext: true,
  };
  const orm = database.url
    ? await MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: database.url })
    : await MikroORM.init({ ...common, driver: PgliteDriver, dbName: 'memory://' });
  await orm.migrator.up({ to: before });
  return { orm, drop: database.drop };
}
