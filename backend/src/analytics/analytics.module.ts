import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { RecordAnalyticsEventHandler } from './commands/record-analytics-event.handler.js';
import { AnalyticsEvent } from './domain/analytics-event.entity.js';
import { AnalyticsController } from './http/analytics.controller.js';

@Module({
  imports: [MikroOrmModule.forFeature([AnalyticsEvent])],
  controllers: [AnalyticsController],
  providers: [RecordAnalyticsEventHandler],
})
export class AnalyticsModule {}
