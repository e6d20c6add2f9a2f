import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { MARKET_TIME_ZONE, SEASON_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery, type MarketSettingsView } from '../../market/index.js';
import { Clock, viennaEndOfDay } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { JobRunner } from '../../shared/jobs/job-runner.js';
import {
  type JobSchedule,
  type NextRunAware,
  ScheduledJob,
} from '../../shared/jobs/scheduled-job.js';
import { ArchiveSeasonCommand } from './archive-season.command.js';

export const ARCHIVE_SEASON_JOB = 'archive-season';

/** Two months after the last market day (spec 001 section 9: "archived 2 months after market end"). */
export function seasonArchiveDueAt(
  settings: Pick<MarketSettingsView, 'marketEndDate'>,
): Date | null {
  if (!settings.marketEndDate) return null;
  const [year, month, day] = settings.marketEndDate.split('-').map(Number);
  const later = new Date(Date.UTC(year, month - 1 + 2, 1));
  const lastDay = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0));
  later.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return viennaEndOfDay(later.toISOString().slice(0, 10));
}

/**
 * The season change without the organiser: once the market ended two months ago,
 * the season is archived (the same command as the console's button). Already archived: nothing.
 */
@Injectable()
@ScheduledJob({
  name: ARCHIVE_SEASON_JOB,
  label: SEASON_MESSAGES.jobLabel,
  schedule: SEASON_MESSAGES.jobSchedule,
})
export class ArchiveSeasonJob implements NextRunAware {
  private readonly logger = new Logger(ArchiveSeasonJob.name);

  constructor(
    private readonly runner: JobRunner,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    // Read by RequestContext.create to give each run its own identity map.
    readonly orm: MikroORM,
  ) {}

  @Cron('0 3 * * *', { name: ARCHIVE_SEASON_JOB, timeZone: MARKET_TIME_ZONE })
  async tick(): Promise<void> {
    try {
      await this.run('schedule');
    } catch (error) {
      this.logger.error({ err: error, job: ARCHIVE_SEASON_JOB }, 'Geplanter Job fehlgeschlagen');
    }
  }

  /** Archives the season if it is due; answers how many vendors were archived, or null. */
  run(triggeredBy: string): Promise<number | null> {
    return RequestContext.create(this.orm.em, async () => {
      const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
      const dueAt = seasonArchiveDueAt(settings);
      if (!dueAt || this.clock.now() < dueAt) return null;
      const result = await this.runner.run(ARCHIVE_SEASON_JOB, triggeredBy, async () => {
        try {
          const change = await this.commandBus.execute(new ArchiveSeasonCommand(false, 'system'));
          return {
            summary: SEASON_MESSAGES.archived(change.vendorCount, change.year, change.nextYear),
            season: change.year,
            result: change.vendorCount,
          };
        } catch (error) {
          if (error instanceof ConflictError) return null; // already archived
          throw error;
        }
      });
      return result.state === 'succeeded' ? result.result : null;
    });
  }

  async nextRunAt({ nextTick, firstTickFrom }: JobSchedule): Promise<Date | null> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const dueAt = seasonArchiveDueAt(settings);
    if (!dueAt || !nextTick) return null;
    // Due at the end of the day two months after the market: the 03:00 tick after it archives.
    return dueAt > nextTick ? firstTickFrom(dueAt) : nextTick;
  }
}
