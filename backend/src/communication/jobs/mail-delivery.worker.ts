import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BackgroundWorker } from '../../shared/work/background-worker.js';
import { pause } from '../../shared/database/outside-transaction.js';
import { type Claim, LeasedQueue } from '../../shared/work/leased-queue.js';
import { MailMessage } from '../domain/mail-message.entity.js';
import { MailTransport, PARALLEL_SENDS, PermanentDeliveryError } from '../infra/mail-transport.js';

/** Waits after the 1st, 2nd, … temporary failure (about two days in all); then it fails. */
export const MAIL_BACKOFF_MS = [
  30_000, 60_000, 120_000, 300_000, 600_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
  28_800_000, 43_200_000, 86_400_000,
];

/**
 * Sends queued outbox messages at `MAIL_RATE` per second (docs/decisions.md 136 and 139):
 * the oldest due one is claimed with a lease, sent with no transaction open, and its outcome
 * recorded afterwards while the lease is still this worker's. A worker that dies mid-send
 * leaves the message to be sent again after the lease, with the same Message-ID (derived from
 * the outbox row), so a receiving server can drop the copy. A temporary failure (server down,
 * 4xx) is retried with backoff; a permanent refusal (5xx for the recipient or message) ends
 * `failed` with the server's answer.
 */
@Injectable()
export class MailDeliveryWorker extends BackgroundWorker {
  private lastSendAt = 0;
  /** Recipient of each message being sent, by outbox id. */
  private readonly sendingTo = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    transaction: DomainTransaction,
  ) {
    super(
      new LeasedQueue(
        orm,
        clock,
        { table: 'mail_message', pendingState: 'queued', backoffMs: MAIL_BACKOFF_MS },
        config.workLeaseMs,
      ),
      transaction,
      new Logger(MailDeliveryWorker.name),
    );
  }

  /** Sends the next due message; false when none is due. */
  runNext(): Promise<boolean> {
    return RequestContext.create(this.orm.em, async () => {
      await this.belowParallelLimit(PARALLEL_SENDS);
      await this.waitForRate();
      // Mail to one address leaves in the order it was queued: never two at once to one
      // address (the earliest due is claimed first; one waiting for its retry holds none back).
      const busy = [...this.sendingTo.values()];
      const claim = await this.queue.claim({
        where: busy.length ? `w.recipient not in (${busy.map(() => '?').join(', ')})` : undefined,
        params: busy,
        orderBy: 'w.next_attempt_at, w.id',
        returning: ['recipient'],
      });
      if (!claim) return false;
      this.lastSendAt = Date.now();
      this.sendingTo.set(claim.id, String(claim.row!.recipient));
      this.inBackground(claim, () =>
        this.send(claim).finally(() => this.sendingTo.delete(claim.id)),
      );
      return true;
    });
  }

  private async send(claim: Claim): Promise<void> {
    const message = await (this.orm.em as EntityManager)
      .fork()
      .findOneOrFail(MailMessage, Number(claim.id), { populate: ['attachments'] });
    let messageId: string;
    try {
      ({ messageId } = await this.transport.deliver(message));
    } catch (error) {
      const outcome = await this.queue.fail(claim, error, error instanceof PermanentDeliveryError);
      if (outcome === 'lost') return;
      this.logger.warn(
        { mailId: claim.id, err: error },
        outcome === 'failed'
          ? 'E-Mail endgültig nicht zugestellt'
          : 'E-Mail nicht zugestellt, neuer Versuch folgt',
      );
      return;
    }
    // Outside the try: a failure to record the success is no failed delivery (it would send the
    // message again at once); the lease then runs out and the message goes once more, same ID.
    await this.queue.finish(claim, {
      // Without SMTP_URL the message is only filed under DATA_DIR/mail: not 'sent'.
      state: this.transport.filesLocally ? 'filed' : 'sent',
      message_id: messageId,
      sent_at: this.clock.now(),
      last_error: null,
    });
  }

  /** Keeps at most MAIL_RATE messages per second leaving this instance. */
  private async waitForRate(): Promise<void> {
    const wait = this.lastSendAt + 1000 / this.config.mailRate - Date.now();
    if (wait > 0) await pause(wait, 'E-Mail-Versand: Pause für MAIL_RATE');
  }
}
