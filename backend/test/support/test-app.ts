import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { EntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { createHttpAdapter } from '../../src/shared/http/http-server.js';
import { recordRoutes } from './routes.js';
import { StartupSeeder } from '../../src/startup-seeder.js';
import { MailDeliveryWorker } from '../../src/communication/jobs/mail-delivery.worker.js';
import { JobRetryWorker } from '../../src/shared/jobs/job-retry.worker.js';
import { ReactionWorker } from '../../src/shared/events/reaction-worker.js';
import { PublicSnapshots } from '../../src/shared/http/public-snapshots.js';
import { Clock } from '../../src/shared/clock/clock.js';
import { RateLimitStore } from '../../src/shared/rate-limit/rate-limit.store.js';
import { type AppConfig, loadConfig } from '../../src/shared/config/app-config.js';
import { createTestDatabase } from '../../scripts/support/test-database.js';
import { ContractConformance } from './contract-conformance.js';
import { migratedPgliteImage } from './migrated-pglite-image.js';
import { TestClock } from './test-clock.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  clock: TestClock;
  /** A fresh entity manager fork for direct database checks. */
  em(): EntityManager;
  http(): ReturnType<typeof request>;
  /** Runs every reaction and sends every mail that is due now (as the workers would shortly). */
  settle(): Promise<void>;
  /**
   * Empties every table, forgets rate-limit counters and seeds again, as on a first start. Other
   * instances on the same database (`alongside`) have their workers paused meanwhile too.
   */
  reset(...alongside: TestApp[]): Promise<void>;
  /** Stops the background workers taking work (waits for running passes); returns their resume. */
  pauseWorkers(): Promise<() => void>;
  close(): Promise<void>;
}

/** The whole Nest app as main.ts builds it, on a fresh database (one per test file). */
export async function createTestApp(
  settings: Partial<AppConfig> = {},
  providers: Provider[] = [],
): Promise<TestApp> {
  // A database given in the settings is shared with another test app (two instances).
  const database = settings.databaseUrl
    ? { url: settings.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'standl-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'geheim123',
  });
  Object.assign(config, {
    databaseUrl: database.url,
    pgliteDir: undefined,
    pgliteImage: database.url ? undefined : await migratedPgliteImage(),
    jwtSecret: 'test-secret-that-is-long-enough-for-the-check',
    dataDir,
    mailRate: 1000,
    // Tests change the database behind the app's back; public-snapshots.e2e-spec sets its own.
    publicSnapshotMaxAgeMs: 0,
    ...settings,
  });
  const clock = new TestClock();
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    providers,
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    logger: false,
  });
  recordRoutes(app);
  await configureApp(app, config);
  await app.init();
  // Jobs act on the test clock: a real-time tick must not run one in the middle of a test (the
  // tests call a job's tick or run themselves); their schedules still answer the next date.
  for (const job of app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
  await app.get(StartupSeeder).run();
  // Listening for real: the SumUp client calls the built-in simulator over HTTP, and the
  // simulator posts its webhooks back to this app.
  await app.listen(0, '127.0.0.1');
  config.port = (app.getHttpServer().address() as { port: number }).port;
  config.publicUrl = `http://127.0.0.1:${config.port}`;

  const rootEm = app.get(EntityManager);
  const conformance = new ContractConformance();
  async function pauseWorkers(): Promise<() => void> {
    const workers = [app.get(ReactionWorker), app.get(MailDeliveryWorker), app.get(JobRetryWorker)];
    await Promise.all(workers.map((worker) => worker.pause()));
    return () => workers.forEach((worker) => worker.resume());
  }
  return {
    app,
    config,
    clock,
    em: () => rootEm.fork(),
    http: () => conformance.watch(request(app.getHttpServer())),
    settle: async () => {
      for (let round = 0; round < 3; round += 1) {
        await app.get(ReactionWorker).flush();
        await app.get(MailDeliveryWorker).flush();
      }
    },
    pauseWorkers,
    reset: async (...alongside) => {
      clock.reset();
      await app.get(RateLimitStore).clear();
      // Any instance's workers, reading and locking rows, would deadlock with the truncate on a
      // PostgreSQL server.
      const resumes = await Promise.all([
        pauseWorkers(),
        ...alongside.map((t) => t.pauseWorkers()),
      ]);
      const em = rootEm.fork();
      const tables = await em.execute<{ tablename: string }[]>(
        "select tablename from pg_tables where schemaname = current_schema() and tablename <> 'mikro_orm_migrations'",
      );
      await em.execute(
        `truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`,
      );
      await app.get(StartupSeeder).run();
      app.get(PublicSnapshots).invalidate();
      for (const resume of resumes) resume();
    },
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (conformance.violations.length > 0) {
        throw new Error(
          `Antworten entgegen libs/contracts/openapi.json:\n${conformance.violations.join('\n')}`,
        );
      }
    },
  };
}
