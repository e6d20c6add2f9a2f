import type { Logger } from '@nestjs/common';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { GetMarketSettingsQuery, type MarketSettingsView } from '../../market/index.js';
import { ListOnSiteVendorsQuery, type OnSiteVendor } from '../../registration/index.js';
import type { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import type { JobRunner } from '../../shared/jobs/job-runner.js';
import type { JobSchedule, NextRunAware } from '../../shared/jobs/scheduled-job.js';
import { BlockVendorInArchiveCommand } from '../commands/archive-block.commands.js';

/**
 * The season a run belongs to: the year of the last market day. Not the settings' current year:
 * after the season change advances it, last season's dates (already done) must not count as a
 * new season's deadline, which would mark the new season done before its market.
 */
function seasonOf(settings: MarketSettingsView): number {
  return Number(settings.marketEndDate!.slice(0, 4));
}

/** What a run of a season's blocking job came to. */
export type SeasonBlockOutcome =
  | { state: 'no-market-end' }
  | { state: 'too-early'; dueAt: Date }
  | { state: 'busy' }
  | { state: 'already-done'; season: number }
  | { state: 'done'; season: number; blockedCount: number };

/**
 * A blocking rule of the legal texts that applies once per season after a moment of the last
 * market day: before it nothing happens; after it the first run blocks the
 * vendors the rule names (who registered before that moment: a fresh install whose dates lie in
 * the past blocks nobody), records the run with the season, and every later run of that season
 * finds it done. The runner's lock keeps two instances from running it at once.
 */
export abstract class SeasonBlockJob implements NextRunAware {
  protected abstract readonly name: string;
  protected abstract readonly reason: string;
  protected abstract readonly logger: Logger;

  constructor(
    protected readonly runner: JobRunner,
    protected readonly commandBus: CommandBus,
    protected readonly queryBus: QueryBus,
    protected readonly clock: Clock,
    protected readonly orm: MikroORM,
  ) {}

  /** The moment the rule applies from, for these settings; null without a last market day. */
  protected abstract dueAt(settings: MarketSettingsView): Date | null;

  /** The vendors (with an assigned stall, registered before `dueAt`, not blocked) to block. */
  protected abstract select(vendors: OnSiteVendor[], dueAt: Date): Promise<OnSiteVendor[]>;

  protected abstract summary(count: number): string;

  /** The scheduled tick: runs when due and not yet done; a failure is logged and recorded. */
  async tick(): Promise<void> {
    try {
      await this.run('schedule');
    } catch (error) {
      this.logger.error({ err: error, job: this.name }, 'Geplanter Job fehlgeschlagen');
    }
  }

  /** Runs the rule now if it is due (`triggeredBy`: 'schedule' or the organiser). */
  run(triggeredBy: string): Promise<SeasonBlockOutcome> {
    return RequestContext.create(this.orm.em, async (): Promise<SeasonBlockOutcome> => {
      const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
      const dueAt = this.dueAt(settings);
      if (!dueAt) return { state: 'no-market-end' };
      if (this.clock.now() < dueAt) return { state: 'too-early', dueAt };
      const season = seasonOf(settings);
      if (await this.runner.succeededFor(this.name, season)) {
        return { state: 'already-done', season };
      }
      const result = await this.runner.run(this.name, triggeredBy, async () => {
        // Checked again under the lock: another instance may have finished it meanwhile.
        if (await this.runner.succeededFor(this.name, season)) return null;
        const vendors = await this.queryBus.execute(new ListOnSiteVendorsQuery());
        const candidates = vendors.filter(
          (vendor) => !vendor.isBlocked && vendor.createdAt.getTime() < dueAt.getTime(),
        );
        let blocked = 0;
        for (const vendor of await this.select(candidates, dueAt)) {
          try {
            await this.commandBus.execute(
              new BlockVendorInArchiveCommand(vendor.id, this.reason, season, 'system'),
            );
            blocked += 1;
          } catch (error) {
            // Deleted by the organiser since the list was read (no SQL failed): nobody to block.
            if (error instanceof NotFoundError) continue;
            throw error;
          }
        }
        return { season, summary: this.summary(blocked), result: blocked };
      });
      if (result.state === 'busy') return { state: 'busy' };
      if (result.state === 'skipped') return { state: 'already-done', season };
      return { state: 'done', season, blockedCount: result.result };
    });
  }

  async nextRunAt({ nextTick, firstTickFrom }: JobSchedule): Promise<Date | null> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const dueAt = this.dueAt(settings);
    if (!dueAt || !nextTick) return null;
    if (await this.runner.succeededFor(this.name, seasonOf(settings))) return null;
    return nextTick.getTime() < dueAt.getTime() ? firstTickFrom(dueAt) : nextTick;
  }
}
