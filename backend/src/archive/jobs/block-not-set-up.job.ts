import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/core';
import { ARCHIVE_MESSAGES, JOB_TEXTS, MARKET_TIME_ZONE } from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import type { OnSiteVendor } from '../../registration/index.js';
import { Clock, viennaDateTime } from '../../shared/clock/clock.js';
import { JobRunner } from '../../shared/jobs/job-runner.js';
import { ScheduledJob } from '../../shared/jobs/scheduled-job.js';
import { SeasonBlockJob } from './season-block-job.js';

export const BLOCK_NOT_SET_UP_JOB = 'block-not-set-up';

/**
 * "Not set up by the last market day 18:00 (Vienna) → blocked" (docs/decisions.md 79, the legal
 * texts): vendors with an assigned stall who never set up (no set-up, no check-in) get 'Nicht
 * aufgebaut'. `POST /api/admin/check-block-unbuilt` runs the same rule by hand.
 */
@Injectable()
@ScheduledJob({ name: BLOCK_NOT_SET_UP_JOB, ...JOB_TEXTS.blockNotSetUp })
export class BlockNotSetUpJob extends SeasonBlockJob {
  protected readonly name = BLOCK_NOT_SET_UP_JOB;
  protected readonly reason = ARCHIVE_MESSAGES.notSetUpReason;
  protected readonly logger = new Logger(BlockNotSetUpJob.name);

  constructor(
    runner: JobRunner,
    commandBus: CommandBus,
    queryBus: QueryBus,
    clock: Clock,
    orm: MikroORM,
  ) {
    super(runner, commandBus, queryBus, clock, orm);
  }

  @Cron('*/10 * * * *', { name: BLOCK_NOT_SET_UP_JOB, timeZone: MARKET_TIME_ZONE })
  override tick(): Promise<void> {
    return super.tick();
  }

  protected dueAt(settings: MarketSettingsView): Date | null {
    return settings.marketEndDate ? viennaDateTime(settings.marketEndDate, '18:00') : null;
  }

  protected select(vendors: OnSiteVendor[]): Promise<OnSiteVendor[]> {
    return Promise.resolve(vendors.filter((vendor) => !vendor.setUpAt && !vendor.lastCheckIn));
  }

  protected summary(count: number): string {
    return JOB_TEXTS.blockNotSetUp.summary(count);
  }
}
