import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { WAITLIST_JOB_TEXTS } from '@standl/contracts';
import { type JobRunResult, JobRunner } from '../../shared/jobs/job-runner.js';
import { ScheduledJob } from '../../shared/jobs/scheduled-job.js';
import { ExpireWaitlistOffersCommand } from '../commands/waitlist.commands.js';

export const EXPIRE_WAITLIST_OFFERS_JOB = 'expire-waitlist-offers';

/**
 * Every minute: offers whose time ran out end (hold released, entry off the list, a mail), and
 * the chain offers the stall to the next. Through the JobRunner, so one instance runs it at a
 * time; a minute without an expired offer is not recorded.
 */
@Injectable()
@ScheduledJob({ name: EXPIRE_WAITLIST_OFFERS_JOB, ...WAITLIST_JOB_TEXTS })
export class ExpireWaitlistOffersJob {
  private readonly logger = new Logger(ExpireWaitlistOffersJob.name);

  constructor(
    private readonly runner: JobRunner,
    private readonly commandBus: CommandBus,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: EXPIRE_WAITLIST_OFFERS_JOB })
  async tick(): Promise<void> {
    try {
      await this.run('schedule');
    } catch (error) {
      this.logger.error(
        { err: error, job: EXPIRE_WAITLIST_OFFERS_JOB },
        'Geplanter Job fehlgeschlagen',
      );
    }
  }

  run(triggeredBy: string): Promise<JobRunResult<{ expired: number }>> {
    return this.runner.run(EXPIRE_WAITLIST_OFFERS_JOB, triggeredBy, async () => {
      const result = await this.commandBus.execute(new ExpireWaitlistOffersCommand());
      if (result.expired === 0) return null;
      return { summary: WAITLIST_JOB_TEXTS.summary(result.expired), result };
    });
  }
}
