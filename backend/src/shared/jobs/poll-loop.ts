import type { Logger } from '@nestjs/common';

/**
 * Runs `work` again and again while it finds something to do, otherwise every `idleMs` or as
 * soon as `nudge()` is called. One pass at a time per loop; errors are logged and retried on
 * the next pass. Used by the workers that drain database queues (reactions, mail).
 */
export class PollLoop {
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private stopped = true;
  private nudged = false;

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
    this.timer = setTimeout(() => void this.pass(), delayMs);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    if (this.stopped || this.current) return;
    let found = false;
    this.current = (async () => {
      try {
        found = await this.work();
      } catch (error) {
        this.logger.error({ err: error }, 'Warteschlange konnte nicht abgearbeitet werden');
      }
    })();
    await this.current;
    this.current = undefined;
    if (this.stopped) return;
    const again = found || this.nudged;
    this.nudged = false;
    this.schedule(again ? 0 : this.idleMs);
  }
}
