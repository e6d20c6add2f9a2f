import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/sql';
import { AdminModule } from './admin/admin.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { ArchiveModule } from './archive/archive.module.js';
import { SeasonModule } from './archive/index.js';
import { BoothsModule } from './booths/booths.module.js';
import { CommunicationModule } from './communication/communication.module.js';
import { LiftModule } from './lift/lift.module.js';
import { MarketModule } from './market/market.module.js';
import { InvoicesModule } from './payments/index.js';
import { PaymentsModule } from './payments/payments.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { SetUpDayModule } from './setup-day/setup-day.module.js';
import { ViewsModule } from './views/views.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';
import { StartupSeeder } from './startup-seeder.js';
import { ClockModule } from './shared/clock/clock.module.js';
import { AppConfig } from './shared/config/app-config.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { EventsModule } from './shared/events/events.module.js';
import { BackgroundTasksModule } from './shared/work/background-tasks.module.js';
import { HealthController } from './shared/health/health.controller.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { IdempotencyInterceptor } from './shared/http/idempotency.interceptor.js';
import { ActingAccountInterceptor } from './shared/auth/acting-account.js';
import { IdempotencyStore } from './shared/http/idempotency-store.js';
import { PublicSnapshots } from './shared/http/public-snapshots.js';
import { LoggingModule } from './shared/logging/logging.module.js';
import { AttemptLimiter } from './shared/rate-limit/attempt-limiter.js';
import { RateLimitGuard } from './shared/rate-limit/rate-limit.guard.js';
import { PostgresRateLimitStore } from './shared/rate-limit/postgres-rate-limit.store.js';
import { MemoryRateLimitStore, RateLimitStore } from './shared/rate-limit/rate-limit.store.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule,
        DiscoveryModule,
        DatabaseModule.forRoot(config),
        ClockModule,
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        EventsModule,
        BackgroundTasksModule,
        MarketModule,
        BoothsModule,
        LiftModule,
        AdminModule,
        AnalyticsModule,
        ArchiveModule,
        RegistrationModule,
        CommunicationModule,
        PaymentsModule,
        InvoicesModule,
        SetUpDayModule,
        SeasonModule,
        WaitlistModule,
        ViewsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: AppConfig, useValue: config },
        StartupSeeder,
        {
          provide: RateLimitStore,
          useFactory: (em: EntityManager) =>
            config.rateLimitStore === 'postgres'
              ? new PostgresRateLimitStore(em)
              : new MemoryRateLimitStore(),
          inject: [EntityManager],
        },
        AttemptLimiter,
        PublicSnapshots,
        { provide: APP_GUARD, useClass: RateLimitGuard },
        IdempotencyStore,
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ActingAccountInterceptor },
        ApiExceptionFilter,
        { provide: APP_FILTER, useExisting: ApiExceptionFilter },
      ],
      exports: [AppConfig, AttemptLimiter, PublicSnapshots],
    };
  }
}
