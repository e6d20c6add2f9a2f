import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobCatalog } from '../jobs/job-catalog.js';
import { BackgroundTasks } from './background-tasks.js';
import { AdminBackgroundTasksController } from './http/admin-background-tasks.controller.js';

/**
 * The console's background tasks (issue 26). Its own JobCatalog (a read-only discovery of the
 * `@ScheduledJob` providers) names the jobs in the titles.
 */
@Module({
  imports: [DiscoveryModule],
  controllers: [AdminBackgroundTasksController],
  providers: [BackgroundTasks, JobCatalog],
})
export class BackgroundTasksModule {}
