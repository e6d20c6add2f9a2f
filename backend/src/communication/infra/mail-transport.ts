import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { assertOutsideTransaction } from '../../shared/database/outside-transaction.js';
import type { MailMessage } from '../domain/mail-message.entity.js';

export interface Delivery {
  messageId: string;
}

/** An SMTP answer that will not change on a retry (5xx for this message or recipient). */
export class PermanentDeliveryError extends Error {}

/**
 * Messages sent at once, each over its own pooled connection, within MAIL_RATE: a provider that
 * takes its time per message (TLS, greylisting, a slow relay) still gets MAIL_RATE messages a
 * second. Three is what strict providers allow per client (Microsoft 365: three).
 */
export const PARALLEL_SENDS = 3;

/**
 * nodemailer options for the configured transport: SMTP from `SMTP_URL` (smtp:// or smtps://,
 * user and password in the URL), or, without it, a stream transport whose messages are filed
 * as .eml under DATA_DIR/mail (docs/decisions.md 56): nothing leaves the machine.
 */
export function mailTransportOptions(config: AppConfig): SMTPPool.Options | object {
  if (!config.smtpUrl) return { streamTransport: true, buffer: true, newline: 'windows' };
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Kept-open connections, one per message the delivery worker sends at once: a mass mail
    // does not open a connection per message.
    pool: true,
    maxConnections: PARALLEL_SENDS,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } satisfies SMTPPool.Options;
}

/** Hands one outbox message to the transport through @nestjs-modules/mailer. */
@Injectable()
export class MailTransport {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  get filesLocally(): boolean {
    return !this.config.smtpUrl;
  }

  async deliver(message: MailMessage): Promise<Delivery> {
    assertOutsideTransaction('E-Mail senden');
    let info: { messageId: string; message?: Buffer };
    try {
      info = await this.mailer.sendMail({
        from: this.config.mailFrom,
        to: message.recipientName
          ? { name: message.recipientName, address: message.recipient }
          : message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content, 'base64'),
          ...(attachment.cid ? { cid: attachment.cid } : {}),
        })),
        // The outbox id makes the Message-ID stable across retries of one message.
        messageId: `<standl-${message.id}-${message.createdAt.getTime()}@${this.messageIdHost()}>`,
      });
    } catch (error) {
      const { responseCode, code } = error as { responseCode?: number; code?: string };
      const permanent =
        responseCode !== undefined &&
        responseCode >= 500 &&
        (code === 'EENVELOPE' || code === 'EMESSAGE');
      if (permanent) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
    if (this.filesLocally && info.message) {
      const dir = join(this.config.dataDir, 'mail');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${message.id}.eml`), info.message);
    }
    return { messageId: info.messageId };
  }

  private messageIdHost(): string {
    return new URL(this.config.publicUrl).hostname || 'standl.local';
  }
}
