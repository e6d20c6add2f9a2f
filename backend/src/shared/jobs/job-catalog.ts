import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import {
  type NextRunAware,
  type RunnableJob,
  SCHEDULED_JOB,
  type ScheduledJobInfo,
} from './scheduled-job.js';

export interface CatalogedJob extends ScheduledJobInfo {
  instance: Partial<NextRunAware> & RunnableJob;
}

/** Every `@ScheduledJob` provider of the app, found once on first use, ordered by name. */
@Injectable()
export class JobCatalog {
  private jobs?: CatalogedJob[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  list(): readonly CatalogedJob[] {
    if (!this.jobs) {
      const jobs = new Map<string, CatalogedJob>();
      for (const { instance, metatype } of this.discovery.getProviders()) {
        if (!instance || !metatype) continue;
        const info = this.reflector.get<ScheduledJobInfo | undefined>(
          SCHEDULED_JOB,
          metatype as new (...args: unknown[]) => unknown,
        );
        if (!info) continue;
        if (jobs.has(info.name)) throw new Error(`Job ${info.name} ist doppelt registriert`);
        jobs.set(info.name, { ...info, instance: instance as CatalogedJob['instance'] });
      }
      this.jobs = [...jobs.values()].sort((a, b) => a.name.localeCompare(b.name));
    }
    return this.jobs;
  }
}
