import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import { type EmailTemplateCategory, MAIL_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { headerText, isDeliverableAddress } from '../domain/mail-address.js';
import { mailTextFromHtml, sanitizeMailHtml } from '../domain/mail-content.js';
import { MailHold, MailMessage, type MailAttachment } from '../domain/mail-message.entity.js';

export interface OutgoingMail {
  to: string;
  toName?: string | null;
  subject: string;
  /** Rendered HTML; sanitised here. The plain-text part is derived from it. */
  html: string;
  category: EmailTemplateCategory;
  /** Sent without the organiser pressing "send": held when its category is held for review. */
  automatic: boolean;
  /** Which automatic mail (e.g. 'confirmation'), for the vendors tab's badges. */
  purpose?: string | null;
  templateId?: number | null;
  vendorId?: string | null;
  /** The stored event type or the organiser's action. */
  cause: string;
  batchId?: string | null;
  /** Queues the message once however often it is asked for (retried reactions, double clicks). */
  dedupeKey?: string | null;
  attachments?: MailAttachment[];
}

export interface QueuedMail {
  id: number;
  state: MailMessage['state'];
  /** The dedupe key had been used: nothing new was queued. */
  duplicate: boolean;
}

/**
 * The one way to send an e-mail (DECISIONS 8): a row in `mail_message`, written with the
 * caller's entity manager so it commits or rolls back with the cause. The delivery worker
 * sends it after the commit.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly clock: Clock) {}

  async queue(em: EntityManager, mail: OutgoingMail): Promise<QueuedMail> {
    const recipient = mail.to.trim();
    if (!isDeliverableAddress(recipient)) {
      throw new BadRequestException(MAIL_MESSAGES.invalidRecipient);
    }
    const html = sanitizeMailHtml(mail.html);
    const now = this.clock.now();
    const held = mail.automatic && (await this.isHeld(em, mail.category));
    const row = {
      recipient,
      recipient_name: mail.toName ? headerText(mail.toName, 200) || null : null,
      subject: headerText(mail.subject, 300),
      html,
      text: mailTextFromHtml(html),
      category: mail.category,
      purpose: mail.purpose ?? null,
      automatic: mail.automatic,
      template_id: mail.templateId ?? null,
      vendor_id: mail.vendorId ?? null,
      cause: mail.cause,
      batch_id: mail.batchId ?? null,
      dedupe_key: mail.dedupeKey ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      state: held ? 'held' : 'queued',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    };
    const columns = Object.keys(row);
    const [inserted] = await em.execute<{ id: number; state: MailMessage['state'] }[]>(
      `insert into mail_message (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})
       on conflict (dedupe_key) do nothing returning id, state`,
      Object.values(row),
    );
    if (inserted) return { ...inserted, duplicate: false };
    const [existing] = await em.execute<{ id: number; state: MailMessage['state'] }[]>(
      'select id, state from mail_message where dedupe_key = ?',
      [mail.dedupeKey],
    );
    return { ...existing!, duplicate: true };
  }

  private async isHeld(em: EntityManager, category: EmailTemplateCategory): Promise<boolean> {
    const hold = await em.findOne(MailHold, { category });
    return hold?.held ?? false;
  }
}
