import { Query } from '@nestjs/cqrs';
import type { EmailTemplateCategory, MailPurpose, MailState } from '@standl/contracts';

export interface OutboxEntry {
  id: number;
  recipient: string;
  recipientName: string | null;
  subject: string;
  category: EmailTemplateCategory;
  purpose: MailPurpose | null;
  automatic: boolean;
  cause: string;
  vendorId: string | null;
  batchId: string | null;
  /** Who sent it by hand (display name); null for automatic mails. */
  requestedBy: string | null;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export interface OutboxMessageDetail extends OutboxEntry {
  html: string;
  text: string;
  messageId: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface OutboxFilter {
  state?: MailState;
  category?: EmailTemplateCategory;
  vendorId?: string;
  /** Part of the address, name or subject. */
  search?: string;
  limit: number;
  offset: number;
}

export interface OutboxPage {
  items: OutboxEntry[];
  total: number;
  /** Messages per state over the whole outbox (for the filter chips). */
  counts: Record<MailState, number>;
}

export class ListOutboxQuery extends Query<OutboxPage> {
  constructor(readonly filter: OutboxFilter) {
    super();
  }
}

export class GetOutboxMessageQuery extends Query<OutboxMessageDetail | null> {
  constructor(readonly mailId: number) {
    super();
  }
}

/** Whether automatic mails of each category are held for review. */
export class GetMailHoldsQuery extends Query<Record<EmailTemplateCategory, boolean>> {}
