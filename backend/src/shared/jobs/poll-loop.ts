import { AsyncResource } from 'node:async_hooks';
import type { Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';

/** The longest wait between failing passes: how late a worker resumes after an outage at most. */
export const POLL_MAX_BACKOFF_MS = 10_000;

/**
 * Runs `work` again and again while it finds something to do, otherwise every `idleMs` or as
 * soon as `nudge()` is called. One pass at a time per loop. A failing pass is logged once and
 * retried after a wait that doubles with every failure in a row (up to POLL_MAX_BACKOFF_MS), so
 * a database outage neither stops the loop nor floods the log; a nudge retries at once. Used by
 * the workers that drain database queues (reactions, mail).
 */
export class PollLoop {
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private stopped = true;
  private nudged = false;
  private failures = 0;
  /**
   * Passes run in the context the loop was created in, not in that of the request whose event
   * nudged it: their log lines would otherwise carry that request.
   */
  private readonly runPass = AsyncResource.bind(() => void this.pass());

  constructor(
    private readonly work: () => Promise<boolean>,
    private readonly idleMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  /** Something new is due: run a pass now (or right after the running one). */
  nudge(): void {
    if (this.stopped) return;
    if (this.current) this.nudged = true;
    else this.schedule(0);
  }

  /** Waits for the running pass, then works until nothing is due (tests and shutdown). */
  async flush(): Promise<void> {
    await this.current;
    while (await this.work()) {
      // keep going
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.runPass, delayMs);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    if (this.stopped || this.current) return;
    let found = false;
    let failed = false;
    this.current = (async () => {
      try {
        found = await this.work();
      } catch (error) {
        failed = true;
        this.logFailure(error);
      }
    })();
    await this.current;
    this.current = undefined;
    if (failed) this.failures += 1;
    else if (this.failures > 0) {
      this.logger.log(`Warteschlange läuft wieder (nach ${this.failures} Fehlversuchen)`);
      this.failures = 0;
    }
    if (this.stopped) return;
    const again = found || this.nudged;
    this.nudged = false;
    this.schedule(again && !failed ? 0 : this.delay());
  }

  private delay(): number {
    if (this.failures === 0) return this.idleMs;
    return Math.min(this.idleMs * 2 ** (this.failures - 1), POLL_MAX_BACKOFF_MS);
  }

  private logFailure(error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      this.logger.warn(
        { reason: (error as Error).message, failures: this.failures + 1 },
        'Datenbank nicht erreichbar: Warteschlange wartet',
      );
    } else {
      this.logger.error({ err: error }, 'Warteschlange konnte nicht abgearbeitet werden');
    }
  }
}
