import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { DomainTransaction } from '../events/domain-transaction.js';
import { PollLoop } from '../jobs/poll-loop.js';
import type { Claim, LeasedQueue } from './leased-queue.js';

/** How long a stopping instance lets running work finish before it hands the rest back. */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * A loop draining one {@link LeasedQueue}: at once when work may have been queued in this process
 * (after every commit of a domain transaction, a reaction's included), otherwise every second,
 * which is how work queued by another instance is found. On shutdown it stops
 * claiming, lets the running work finish for up to {@link SHUTDOWN_GRACE_MS} and then hands back
 * what it still holds, so a stopped instance loses nothing and the next worker need not wait
 * for the lease to run out.
 */
export abstract class BackgroundWorker
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly loop: PollLoop;
  private readonly held = new Set<Claim>();
  private lastPassFailed = false;
  /** Work started by `inBackground` and not yet finished. */
  private readonly running = new Set<Promise<void>>();
  private unsubscribe?: () => void;

  protected constructor(
    protected readonly queue: LeasedQueue,
    private readonly commits: DomainTransaction,
    protected readonly logger: Logger,
  ) {
    this.loop = new PollLoop(() => this.pass(), 1_000, logger);
  }

  /**
   * After a pass failed (typically the database went away), first hands back the leases the
   * failure may have orphaned, then goes on.
   */
  private async pass(): Promise<boolean> {
    if (this.lastPassFailed) {
      const released = await this.queue.releaseAllBut(this.held);
      if (released > 0) this.logger.log(`${released} unterbrochene Arbeit(en) wieder freigegeben`);
    }
    try {
      const found = await this.runNext();
      this.lastPassFailed = false;
      return found;
    } catch (error) {
      this.lastPassFailed = true;
      throw error;
    }
  }

  /** Claims and does the next due unit of work; false when none is due. */
  abstract runNext(): Promise<boolean>;

  onApplicationBootstrap(): void {
    this.unsubscribe = this.commits.onCommit(() => this.loop.nudge());
    this.loop.start();
  }

  /** Before the database closes (its module shuts down in the next phase). */
  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.stopWithin(SHUTDOWN_GRACE_MS);
  }

  /** Stops claiming; waits up to `graceMs` for the running work, then hands back what it holds. */
  async stopWithin(graceMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.loop
        .stop()
        .then(() => this.settled())
        .then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    if (finished) return;
    for (const claim of this.held) {
      await this.queue.release(claim).catch((error: unknown) => {
        this.logger.warn({ err: error, id: claim.id }, 'Arbeit nicht zurückgegeben');
      });
    }
  }

  /** Stops taking work (waits for the running work); `resume()` goes on. */
  async pause(): Promise<void> {
    await this.loop.stop();
    await this.settled();
  }

  resume(): void {
    this.loop.start();
  }

  /** Does every unit of work that is due now, and waits until it is done (tests). */
  async flush(): Promise<void> {
    await this.loop.flush();
    while (this.running.size > 0) {
      await this.settled();
      await this.loop.flush();
    }
  }

  /**
   * Starts `work` for a claim without waiting for it (held while it runs), so the loop can claim
   * the next unit meanwhile; a failure it does not handle itself is logged.
   */
  protected inBackground(claim: Claim, work: () => Promise<void>): void {
    const run: Promise<void> = this.holding(claim, work)
      .catch((error: unknown) => {
        this.lastPassFailed = true;
        this.logger.error({ err: error, id: claim.id }, 'Hintergrundarbeit fehlgeschlagen');
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Waits until fewer than `limit` units started by `inBackground` are running. */
  protected async belowParallelLimit(limit: number): Promise<void> {
    while (this.running.size >= limit) await Promise.race(this.running);
  }

  /** Waits until every unit started by `inBackground` has finished. */
  private async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Runs `work` for a claim, remembered as held while it runs (handed back on shutdown). */
  protected async holding<T>(claim: Claim, work: () => Promise<T>): Promise<T> {
    this.held.add(claim);
    try {
      return await work();
    } finally {
      this.held.delete(claim);
    }
  }
}
