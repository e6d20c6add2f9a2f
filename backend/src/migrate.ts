/** `npm run migrate`: applies pending migrations to the configured database and exits. */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { ConfigError, ensureJwtSecret, loadConfig } from './shared/config/app-config.js';
import { DatabaseUnavailableError } from './shared/database/database-initializer.js';

try {
  const config = loadConfig(process.env);
  ensureJwtSecret(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    abortOnError: false,
  });
  await app.close();
  console.log('Datenbank ist auf dem neuesten Stand.');
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
