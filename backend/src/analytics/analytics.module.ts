import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import { DeleteOldAnalyticsEventsJob } from './jobs/delete-old-analytics-events.job.js';
import { RecordAnalyticsEventHandler } from './commands/record-analytics-event.handler.js';
import { AnalyticsEvent } from './domain/analytics-event.entity.js';
import { AnalyticsController } from './http/analytics.controller.js';

@Module({
  imports: [MikroOrmModule.forFeature([AnalyticsEvent]), JobsModule],
  controllers: [AnalyticsController],
  providers: [RecordAnalyticsEventHandler, DeleteOldAnalyticsEventsJob],
})
export class AnalyticsModule {}
