/**
 * Writes a migration for the difference between the entities and the migrations so far:
 * `npm run migration:create -w backend` (builds first). Runs on an in-memory PGlite.
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/shared/config/app-config.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

const config = loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' });
config.pgliteDir = undefined;
config.jwtSecret = 'migration-generator-secret-not-used-anywhere';
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
  logger: ['error'],
});
const orm = app.get(MikroORM);
const result = await orm.migrator.create(migrationsDir, false, false);
await app.close();

if (!result.fileName) {
  console.log('Keine Änderungen: keine Migration erzeugt.');
} else {
  const className = result.fileName.replace(/\.ts$/, '');
  const indexFile = join(migrationsDir, 'index.ts');
  const index = readFileSync(indexFile, 'utf8')
    .replace(/^(import type .*\n)/m, `$1import { ${className} } from './${className}.js';\n`)
    .replace(/\];\s*$/, `  { name: '${className}', class: ${className} },\n];\n`)
    .replace('= [  {', '= [\n  {');
  writeFileSync(indexFile, index);
  console.log(`Migration erzeugt: backend/migrations/${result.fileName}`);
}
