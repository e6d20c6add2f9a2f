import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  type EmailTemplateCategory,
  type MailPurpose,
  MAIL_STATES,
  type MailState,
} from '@standl/contracts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  /** Shown inline where the HTML links 'cid:<cid>' (the payment QR of a reminder). */
  cid?: string;
}

/**
 * One e-mail in the outbox (docs/decisions.md 56, 60): every message is first a row here, in the
 * transaction of its cause; the delivery worker sends it (or, without SMTP, files it as .eml).
 */
@Entity({ tableName: 'mail_message' })
@Index({ properties: ['state', 'nextAttemptAt'] })
@Index({ properties: ['vendorId', 'createdAt'] })
@Index({ properties: ['batchId'] })
export class MailMessage {
  [OptionalProps]?:
    | 'id'
    | 'state'
    | 'attempts'
    | 'lastError'
    | 'lockedUntil'
    | 'lockedBy'
    | 'messageId'
    | 'sentAt'
    | 'recipientName'
    | 'templateId'
    | 'vendorId'
    | 'purpose'
    | 'batchId'
    | 'dedupeKey'
    | 'attachments';

  @PrimaryKey()
  id!: number;

  @Property({ length: 254 })
  recipient!: string;

  @Property({ length: 200, nullable: true })
  recipientName: string | null = null;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  @Enum({ items: () => EMAIL_TEMPLATE_CATEGORIES })
  category!: EmailTemplateCategory;

  /** Which automatic mail this is (e.g. 'confirmation'); null for mail the organiser wrote. */
  @Property({ length: 50, nullable: true })
  purpose: MailPurpose | null = null;

  /** Sent without the organiser pressing "send" (may be held for review). */
  @Property()
  automatic!: boolean;

  @Property({ type: 'integer', nullable: true })
  templateId: number | null = null;

  @Property({ type: 'uuid', nullable: true })
  vendorId: string | null = null;

  /** Why it was written: the stored event type, or the organiser's action ('mass-mail', …). */
  @Property({ length: 100 })
  cause!: string;

  /** Messages of one mass send, for its progress. */
  @Property({ type: 'uuid', nullable: true })
  batchId: string | null = null;

  /** Who sent a mail by hand (display name at the time); null for automatic mails. */
  @Property({ length: 100, nullable: true })
  requestedBy: string | null = null;

  /** The same key queues a message once (double clicks, retried reactions). */
  @Unique()
  @Property({ length: 200, nullable: true })
  dedupeKey: string | null = null;

  @Property({ type: 'jsonb', nullable: true, lazy: true })
  attachments: MailAttachment[] | null = null;

  @Enum({ items: () => MAIL_STATES, default: 'queued' })
  state: MailState = 'queued';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  /** Claimed by a delivery worker until then (a lease); null when nobody sends it. */
  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  /** The worker (process) that holds the lease, to hand back what a broken connection left. */
  @Property({ length: 64, nullable: true })
  lockedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** The Message-ID header it was sent with. */
  @Property({ length: 300, nullable: true })
  messageId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;
}

/** Per template category: automatic mails are held for the organiser's review. */
@Entity({ tableName: 'mail_hold' })
export class MailHold {
  @PrimaryKey({ length: 20 })
  category!: EmailTemplateCategory;

  @Property()
  held!: boolean;
}
