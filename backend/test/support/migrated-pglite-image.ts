import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/pglite';
import { migrationsList } from '../../migrations/index.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * The image of an in-memory PGlite database with every migration applied, made once per set of
 * migrations and PGlite version and kept in the temporary directory: a test app started from it
 * skips PGlite's initdb and the migrations (about 8 of 9 seconds per test file on a loaded
 * machine). Its name carries a hash of the migrations' source, so a changed migration makes a
 * new one. Written to a temporary name and renamed, so parallel test workers never read half a file.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const path = join(tmpdir(), `standl-pglite-${imageKey()}.tar`);
  if (!existsSync(path)) {
    for (const older of readdirSync(tmpdir()).filter((name) =>
      /^standl-pglite-\w+\.tar$/.test(name),
    ))
      rmSync(join(tmpdir(), older), { force: true });
    const image = await migratedImage();
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function imageKey(): string {
  const hash = createHash('sha256');
  // The lock file pins PGlite's version (an image is only read by the version that wrote it).
  hash.update(readFileSync(join(MIGRATIONS_DIR, '../../package-lock.json')));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migratedImage(): Promise<Blob> {
  const pglite = await PGlite.create();
  const orm = await MikroORM.init({
    entities: [],
    discovery: { warnWhenNoEntities: false },
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    dbName: 'memory://',
    driverOptions: { pglite },
    debug: false,
  });
  try {
    await orm.migrator.up();
    return await pglite.dumpDataDir('none');
  } finally {
    await orm.close();
    await pglite.close();
  }
}
