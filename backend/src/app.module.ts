import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { HTTP_MESSAGES } from '@standl/contracts';
import { AdminModule } from './admin/admin.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { BoothsModule } from './booths/booths.module.js';
import { LiftModule } from './lift/lift.module.js';
import { MarketModule } from './market/market.module.js';
import { StartupSeeder } from './startup-seeder.js';
import { ClockModule } from './shared/clock/clock.module.js';
import { AppConfig } from './shared/config/app-config.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { EventsModule } from './shared/events/events.module.js';
import { HealthController } from './shared/health/health.controller.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { LoggingModule } from './shared/logging/logging.module.js';

/** Default request budget per client address; routes guarding secrets set tighter limits. */
const DEFAULT_RATE_LIMIT = { name: 'default', ttl: 60_000, limit: 600 };

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule,
        DatabaseModule.forRoot(config),
        ClockModule,
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        ThrottlerModule.forRoot({
          throttlers: [DEFAULT_RATE_LIMIT],
          errorMessage: HTTP_MESSAGES.tooManyRequests,
        }),
        EventsModule,
        MarketModule,
        BoothsModule,
        LiftModule,
        AdminModule,
        AnalyticsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: AppConfig, useValue: config },
        StartupSeeder,
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [AppConfig],
    };
  }
}
