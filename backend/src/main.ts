import 'reflect-metadata';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { StartupSeeder } from './startup-seeder.js';
import { configureApp } from './app.setup.js';
import { ConfigError, ensureJwtSecret, loadConfig } from './shared/config/app-config.js';
import { DatabaseUnavailableError } from './shared/database/database-initializer.js';
import { createHttpAdapter } from './shared/http/http-server.js';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * A stopping instance (SIGTERM from `docker stop` or an orchestrator) finishes or hands back its
 * background work within this time and exits, whatever else still holds it (docs/decisions.md
 * 138).
 */
const SHUTDOWN_LIMIT_MS = 10_000;
/** dist/src/main.js -> frontend/dist */
const FRONTEND_DIR = join(here, '..', '..', '..', 'frontend', 'dist');

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env, { frontendDir: process.env.FRONTEND_DIR ?? FRONTEND_DIR });
  ensureJwtSecret(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createHttpAdapter(config),
    { bufferLogs: true, abortOnError: false },
  );
  await configureApp(app, config);
  await app.init();
  await app.get(StartupSeeder).run();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Beenden dauerte länger als ${SHUTDOWN_LIMIT_MS / 1000} s: Prozess beendet`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
    });
  }
  await listenEverywhere(app, config.port);
  console.log(
    `Standl läuft auf ${config.publicUrl} (API-Dokumentation: ${config.publicUrl}/api/docs)`,
  );
}

/**
 * Every interface, IPv6 and IPv4, as Node listens by default (Fastify's own default is localhost
 * only); IPv4 alone where the machine has no IPv6.
 */
async function listenEverywhere(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

/** Start-up failures the operator can fix are one line naming the setting; anything else is a stack. */
function startupMessage(error: unknown): unknown {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError)
    return error.message;
  if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    return `Ungültige Konfiguration: PORT ${process.env.PORT ?? 3000} ist bereits belegt`;
  }
  return error;
}

bootstrap().catch((error: unknown) => {
  console.error(startupMessage(error));
  process.exit(1);
});
