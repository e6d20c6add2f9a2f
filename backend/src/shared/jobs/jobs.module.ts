import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminJobsController } from './http/admin-jobs.controller.js';
import { JobCatalog } from './job-catalog.js';
import { JobRun } from './job-run.entity.js';
import { JobRetry } from './job-retry.entity.js';
import { JobRetryWorker } from './job-retry.worker.js';
import { JobRunner } from './job-runner.js';

/**
 * Scheduled jobs with a record of each run (issue 15): the runner (advisory lock, `job_run`) and
 * the jobs page. A context with jobs imports this module and marks its job with `@ScheduledJob`.
 */
@Module({
  imports: [DiscoveryModule, MikroOrmModule.forFeature([JobRun, JobRetry])],
  controllers: [AdminJobsController],
  providers: [JobRunner, JobCatalog, JobRetryWorker],
  exports: [JobRunner],
})
export class JobsModule {}
