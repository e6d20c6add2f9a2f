import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import { DeleteOldAnalyticsEventsJob } from './jobs/delete-old-analytics-events.job.js';
import { RecordAnalyticsEventHandler } from './commands/record-analytics-event.handler.js';
import { AnalyticsEvent } from './domain/analytics-event.entity.js';
import { AdminAnalyticsController } from './http/admin-analytics.controller.js';
import { AnalyticsController } from './http/analytics.controller.js';
import { GetAnalyticsReportHandler } from './queries/get-analytics-report.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([AnalyticsEvent]), JobsModule],
  controllers: [AnalyticsController, AdminAnalyticsController],
  providers: [RecordAnalyticsEventHandler, GetAnalyticsReportHandler, DeleteOldAnalyticsEventsJob],
})
export class AnalyticsModule {}
