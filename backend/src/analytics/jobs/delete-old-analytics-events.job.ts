import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/sql';
import { MARKET_TIME_ZONE, RETENTION_TEXTS } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { JobRunner } from '../../shared/jobs/job-runner.js';
import { RetentionJob } from '../../shared/jobs/retention-job.js';
import { ScheduledJob } from '../../shared/jobs/scheduled-job.js';
import { AnalyticsEvent } from '../domain/analytics-event.entity.js';

export const DELETE_OLD_ANALYTICS_EVENTS_JOB = 'delete-old-analytics-events';

/** Analytics events are kept 14 months (docs/decisions.md 81). */
export function analyticsKeptFrom(now: Date): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 14);
  return from;
}

@Injectable()
@ScheduledJob({ name: DELETE_OLD_ANALYTICS_EVENTS_JOB, ...RETENTION_TEXTS.analyticsEvents })
export class DeleteOldAnalyticsEventsJob extends RetentionJob {
  protected readonly name = DELETE_OLD_ANALYTICS_EVENTS_JOB;
  protected readonly logger = new Logger(DeleteOldAnalyticsEventsJob.name);

  constructor(runner: JobRunner, clock: Clock) {
    super(runner, clock);
  }

  @Cron('30 4 * * *', { name: DELETE_OLD_ANALYTICS_EVENTS_JOB, timeZone: MARKET_TIME_ZONE })
  override tick(): Promise<void> {
    return super.tick();
  }

  protected async deleteExpired(em: EntityManager, now: Date): Promise<string> {
    const deleted = await em.nativeDelete(AnalyticsEvent, {
      occurredAt: { $lt: analyticsKeptFrom(now) },
    });
    return RETENTION_TEXTS.analyticsEvents.summary(deleted);
  }
}
