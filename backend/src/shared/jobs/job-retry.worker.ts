import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { DomainTransaction } from '../events/domain-transaction.js';
import { BackgroundWorker } from '../work/background-worker.js';
import { type Claim, LeasedQueue } from '../work/leased-queue.js';
import { JobCatalog } from './job-catalog.js';
import { JOB_RETRY_BACKOFF_MS, RETRY } from './job-runner.js';

/**
 * Runs a scheduled job again after its scheduled run failed (rows of `job_retry`, written by the
 * JobRunner), through the same lease and backoff as reactions and mail. The job's own run
 * (advisory lock, `job_run`) is unchanged; a run that succeeds closes the retry.
 */
@Injectable()
export class JobRetryWorker extends BackgroundWorker {
  constructor(
    private readonly orm: MikroORM,
    private readonly catalog: JobCatalog,
    private readonly clock: Clock,
    config: AppConfig,
    transaction: DomainTransaction,
  ) {
    super(
      new LeasedQueue(
        orm,
        clock,
        { table: 'job_retry', pendingState: 'pending', backoffMs: JOB_RETRY_BACKOFF_MS },
        config.workLeaseMs,
      ),
      transaction,
      new Logger(JobRetryWorker.name),
    );
  }

  runNext(): Promise<boolean> {
    return RequestContext.create(this.orm.em, async () => {
      const claim = await this.queue.claim({
        orderBy: 'w.next_attempt_at, w.id',
        returning: ['name'],
      });
      if (!claim) return false;
      await this.holding(claim, () => this.retry(claim));
      return true;
    });
  }

  private async retry(claim: Claim): Promise<void> {
    try {
      const job = this.catalog.list().find((candidate) => candidate.name === claim.row!.name);
      // A job that no longer exists has nothing left to retry.
      if (job) await job.instance.run(RETRY);
      await this.queue.finish(claim, {
        state: 'done',
        done_at: this.clock.now(),
        last_error: null,
      });
    } catch (error) {
      const outcome = await this.queue.fail(claim, error);
      if (outcome === 'failed') {
        this.logger.warn(
          { retryId: claim.id, err: error },
          'Job auch nach Wiederholungen fehlgeschlagen',
        );
      }
    }
  }
}
