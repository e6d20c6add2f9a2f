import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import {
  type EmailTemplateCategory,
  MAIL_MESSAGES,
  type MailPurpose,
  type MailState,
} from '@standl/contracts';
import { ActingAccount } from '../../shared/auth/acting-account.js';
import { Clock } from '../../shared/clock/clock.js';
import { headerText, isDeliverableAddress } from '../domain/mail-address.js';
import { mailTextFromHtml, sanitizeMailHtml } from '../domain/mail-content.js';
import { MailHold, MailMessage, type MailAttachment } from '../domain/mail-message.entity.js';

export interface OutgoingMail {
  to: string;
  toName?: string | null;
  subject: string;
  /** Rendered HTML; sanitised here. */
  html: string;
  /** The plain-text part; derived from the HTML when not given. */
  text?: string;
  category: EmailTemplateCategory;
  /** Sent without the organiser pressing "send": held when its category is held for review. */
  automatic: boolean;
  /** Which automatic mail (e.g. 'confirmation'), for the vendors tab's badges. */
  purpose?: MailPurpose | null;
  templateId?: number | null;
  vendorId?: string | null;
  /** The stored event type or the organiser's action. */
  cause: string;
  /**
   * The person who asked for a mail sent by hand; by default the console account of the request
   * (docs/decisions.md 208). Automatic mails have none.
   */
  requestedBy?: string | null;
  batchId?: string | null;
  /** Queues the message once however often it is asked for (retried reactions, double clicks). */
  dedupeKey?: string | null;
  attachments?: MailAttachment[];
}

/** Rows per insert statement (PostgreSQL allows 65535 parameters; a row has 18). */
const INSERT_CHUNK = 500;

export interface QueuedMail {
  id: number;
  state: MailMessage['state'];
  /** The dedupe key had been used: nothing new was queued. */
  duplicate: boolean;
}

/**
 * The one way to send an e-mail (docs/decisions.md 56): a row in `mail_message`, written with the
 * caller's entity manager so it commits or rolls back with the cause. The delivery worker
 * sends it after the commit.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly clock: Clock) {}

  async queue(em: EntityManager, mail: OutgoingMail): Promise<QueuedMail> {
    const [queued] = await this.queueMany(em, [mail]);
    return queued!;
  }

  /** Queues many messages in few statements (a mass mail answers at once); same rules as `queue`. */
  async queueMany(em: EntityManager, mails: OutgoingMail[]): Promise<QueuedMail[]> {
    const now = this.clock.now();
    const held = new Map<EmailTemplateCategory, boolean>();
    const rows: Record<string, unknown>[] = [];
    for (const mail of mails) {
      const recipient = mail.to.trim();
      if (!isDeliverableAddress(recipient)) {
        throw new BadRequestException(MAIL_MESSAGES.invalidRecipient);
      }
      if (mail.automatic && !held.has(mail.category)) {
        held.set(mail.category, await this.isHeld(em, mail.category));
      }
      const html = sanitizeMailHtml(mail.html);
      rows.push({
        recipient,
        recipient_name: mail.toName ? headerText(mail.toName, 200) || null : null,
        subject: headerText(mail.subject, 300),
        html,
        text: mail.text ?? mailTextFromHtml(html),
        category: mail.category,
        purpose: mail.purpose ?? null,
        automatic: mail.automatic,
        template_id: mail.templateId ?? null,
        vendor_id: mail.vendorId ?? null,
        cause: mail.cause,
        requested_by: mail.automatic
          ? null
          : (mail.requestedBy ?? ActingAccount.current()?.name ?? null),
        batch_id: mail.batchId ?? null,
        dedupe_key: mail.dedupeKey ?? null,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        state: mail.automatic && held.get(mail.category) ? 'held' : 'queued',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      });
    }
    const queued: QueuedMail[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      queued.push(...(await this.insert(em, rows.slice(start, start + INSERT_CHUNK))));
    }
    return queued;
  }

  /** Inserts rows; a row whose dedupe key exists answers the existing message as a duplicate. */
  private async insert(em: EntityManager, rows: Record<string, unknown>[]): Promise<QueuedMail[]> {
    const columns = Object.keys(rows[0]!);
    const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    // Plain SQL on purpose: one `insert … on conflict (dedupe_key) do nothing returning` queues
    // a keyed mail once however often it is asked for (race-deciding, docs/decisions.md 58).
    const inserted = await em.execute<
      { id: number; state: MailState; dedupe_key: string | null }[]
    >(
      `insert into mail_message (${columns.join(', ')}) values ${values}
       on conflict (dedupe_key) do nothing returning id, state, dedupe_key`,
      rows.flatMap((row) => Object.values(row)),
    );
    const byKey = new Map(
      inserted.filter((row) => row.dedupe_key).map((row) => [row.dedupe_key, row]),
    );
    const unkeyed = inserted.filter((row) => !row.dedupe_key);
    const missingKeys = rows
      .map((row) => row.dedupe_key as string | null)
      .filter((key): key is string => key !== null && !byKey.has(key));
    const existing = missingKeys.length
      ? await em
          .createQueryBuilder(MailMessage, 'm')
          .select(['m.id', 'm.state', 'm.dedupeKey'])
          .where({ dedupeKey: { $in: missingKeys } })
          .execute<{ id: number; state: MailState; dedupeKey: string }[]>('all')
      : [];
    const existingByKey = new Map(existing.map((row) => [row.dedupeKey, row]));
    let next = 0;
    return rows.map((row) => {
      const key = row.dedupe_key as string | null;
      if (key === null) {
        const { id, state } = unkeyed[next++]!;
        return { id, state, duplicate: false };
      }
      const fresh = byKey.get(key);
      if (fresh) return { id: fresh.id, state: fresh.state, duplicate: false };
      const { id, state } = existingByKey.get(key)!;
      return { id, state, duplicate: true };
    });
  }

  private async isHeld(em: EntityManager, category: EmailTemplateCategory): Promise<boolean> {
    const hold = await em.findOne(MailHold, { category });
    return hold?.held ?? false;
  }
}
