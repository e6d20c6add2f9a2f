import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/core';
import { ARCHIVE_MESSAGES, JOB_TEXTS, MARKET_TIME_ZONE } from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import { ListVendorAccountsQuery } from '../../payments/index.js';
import type { OnSiteVendor } from '../../registration/index.js';
import { Clock, viennaEndOfDay } from '../../shared/clock/clock.js';
import { JobRunner } from '../../shared/jobs/job-runner.js';
import { ScheduledJob } from '../../shared/jobs/scheduled-job.js';
import { SeasonBlockJob } from './season-block-job.js';

export const BLOCK_OPEN_AMOUNT_JOB = 'block-open-amount';

/**
 * "Open amount at market end → blocked for future markets" (the legal texts): once the last
 * market day is over (midnight, Vienna), vendors with an assigned stall whose ledger still shows
 * an open amount get 'Offener Betrag bei Marktende'.
 */
@Injectable()
@ScheduledJob({ name: BLOCK_OPEN_AMOUNT_JOB, ...JOB_TEXTS.blockOpenAmount })
export class BlockOpenAmountJob extends SeasonBlockJob {
  protected readonly name = BLOCK_OPEN_AMOUNT_JOB;
  protected readonly reason = ARCHIVE_MESSAGES.openAmountReason;
  protected readonly logger = new Logger(BlockOpenAmountJob.name);

  constructor(
    runner: JobRunner,
    commandBus: CommandBus,
    queryBus: QueryBus,
    clock: Clock,
    orm: MikroORM,
  ) {
    super(runner, commandBus, queryBus, clock, orm);
  }

  @Cron('0 * * * *', { name: BLOCK_OPEN_AMOUNT_JOB, timeZone: MARKET_TIME_ZONE })
  override tick(): Promise<void> {
    return super.tick();
  }

  protected dueAt(settings: MarketSettingsView): Date | null {
    return settings.marketEndDate
      ? new Date(viennaEndOfDay(settings.marketEndDate).getTime() + 1)
      : null;
  }

  protected async select(vendors: OnSiteVendor[]): Promise<OnSiteVendor[]> {
    if (vendors.length === 0) return [];
    const accounts = await this.queryBus.execute(
      new ListVendorAccountsQuery(vendors.map((vendor) => vendor.id)),
    );
    return vendors.filter((vendor) => (accounts.get(vendor.id)?.openAmount ?? 0) > 0);
  }

  protected summary(count: number): string {
    return JOB_TEXTS.blockOpenAmount.summary(count);
  }
}
