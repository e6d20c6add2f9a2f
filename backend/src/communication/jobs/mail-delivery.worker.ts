import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { PollLoop } from '../../shared/jobs/poll-loop.js';
import { MailMessage } from '../domain/mail-message.entity.js';
import { MailTransport, PermanentDeliveryError } from '../infra/mail-transport.js';

/** Waits after the 1st, 2nd, … temporary failure (about two days in all); then it fails. */
export const MAIL_BACKOFF_MS = [
  30_000, 60_000, 120_000, 300_000, 600_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
  28_800_000, 43_200_000, 86_400_000,
];

/**
 * Sends queued outbox messages at `MAIL_RATE` per second: the oldest due one, locked with
 * `FOR UPDATE SKIP LOCKED` while it is sent, so two instances never send one message twice.
 * A temporary failure (server down, 4xx) is retried with backoff; a permanent refusal (5xx for
 * the recipient or message) ends `failed` with the server's answer.
 */
@Injectable()
export class MailDeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryWorker.name);
  private readonly loop = new PollLoop(() => this.sendNext(), 1_000, this.logger);
  private lastSendAt = 0;
  private subscription?: { unsubscribe(): void };

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    // Mail is queued in transactions that record events: after their commit it is due.
    this.subscription = this.eventBus.subscribe(() => this.loop.nudge());
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    return this.loop.stop();
  }

  /** Stops taking work (waits for the running pass); `resume()` goes on. */
  pause(): Promise<void> {
    return this.loop.stop();
  }

  resume(): void {
    this.loop.start();
  }

  /** New messages were committed: send them now. */
  nudge(): void {
    this.loop.nudge();
  }

  /** Sends every message that is due now (tests). */
  flush(): Promise<void> {
    return this.loop.flush();
  }

  /** Sends the next due message; false when none is due. */
  sendNext(): Promise<boolean> {
    return RequestContext.create(this.orm.em, () =>
      (this.orm.em as EntityManager).transactional(async (em) => {
        const [row] = await em.execute<{ id: number }[]>(
          `select id from mail_message where state = 'queued' and next_attempt_at <= ?
            order by next_attempt_at, id limit 1 for update skip locked`,
          [this.clock.now()],
        );
        if (!row) return false;
        const message = await em.findOneOrFail(MailMessage, row.id, {
          populate: ['attachments'],
        });
        await this.waitForRate();
        try {
          const { messageId } = await this.transport.deliver(message);
          // Without SMTP_URL the message is only filed under DATA_DIR/mail: not 'sent'.
          message.state = this.transport.filesLocally ? 'filed' : 'sent';
          message.messageId = messageId;
          message.sentAt = this.clock.now();
          message.lastError = null;
        } catch (error) {
          this.recordFailure(message, error);
        }
        message.attempts += 1;
        return true;
      }),
    );
  }

  private recordFailure(message: MailMessage, error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    message.lastError = text.slice(0, 2000);
    const delay = MAIL_BACKOFF_MS[message.attempts];
    if (error instanceof PermanentDeliveryError || delay === undefined) {
      message.state = 'failed';
      this.logger.warn({ mailId: message.id, err: error }, 'E-Mail endgültig nicht zugestellt');
    } else {
      message.nextAttemptAt = new Date(this.clock.now().getTime() + delay);
      this.logger.warn(
        { mailId: message.id, err: error },
        'E-Mail nicht zugestellt, neuer Versuch folgt',
      );
    }
  }

  /** Keeps at most MAIL_RATE messages per second leaving this instance. */
  private async waitForRate(): Promise<void> {
    const gap = 1000 / this.config.mailRate;
    const wait = this.lastSendAt + gap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastSendAt = Date.now();
  }
}
