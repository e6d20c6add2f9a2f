import type { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../clock/clock.js';
import type { JobRunner } from './job-runner.js';

/**
 * A daily job deleting what has outlived its retention (docs/decisions.md 81). Each run is recorded
 * with what it deleted; the runner's lock keeps two instances from deleting at once. A subclass
 * puts `@Cron` on `tick` and `@ScheduledJob` on the class.
 */
export abstract class RetentionJob {
  protected abstract readonly name: string;
  protected abstract readonly logger: Logger;

  constructor(
    protected readonly runner: JobRunner,
    protected readonly clock: Clock,
  ) {}

  /** Deletes what is past its retention at `now`; answers the run's summary. */
  protected abstract deleteExpired(em: EntityManager, now: Date): Promise<string>;

  async tick(): Promise<void> {
    try {
      await this.run('schedule');
    } catch (error) {
      this.logger.error({ err: error, job: this.name }, 'Geplanter Job fehlgeschlagen');
    }
  }

  /** Runs now; answers the summary, or null when another instance is running it. */
  async run(triggeredBy: string): Promise<string | null> {
    const result = await this.runner.run(this.name, triggeredBy, async ({ em }) => ({
      summary: await this.deleteExpired(em, this.clock.now()),
      result: null,
    }));
    return result.state === 'succeeded' ? result.run.summary : null;
  }
}
