import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilterQuery, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  type EmailTemplateCategory,
  MAIL_STATES,
  type MailState,
} from '@standl/contracts';
import { MailHold, MailMessage } from '../domain/mail-message.entity.js';
import {
  GetMailHoldsQuery,
  GetOutboxMessageQuery,
  ListOutboxQuery,
  type OutboxEntry,
  type OutboxMessageDetail,
  type OutboxPage,
} from './outbox.queries.js';

function entryOf(mail: Omit<MailMessage, 'html' | 'text'>): OutboxEntry {
  return {
    id: mail.id,
    recipient: mail.recipient,
    recipientName: mail.recipientName,
    subject: mail.subject,
    category: mail.category,
    purpose: mail.purpose,
    automatic: mail.automatic,
    cause: mail.cause,
    vendorId: mail.vendorId,
    batchId: mail.batchId,
    requestedBy: mail.requestedBy,
    state: mail.state,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt,
    nextAttemptAt: mail.nextAttemptAt,
  };
}

@QueryHandler(ListOutboxQuery)
export class ListOutboxHandler implements IQueryHandler<ListOutboxQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListOutboxQuery): Promise<OutboxPage> {
    const where: FilterQuery<MailMessage> = {};
    if (filter.state) where.state = filter.state;
    if (filter.category) where.category = filter.category;
    if (filter.vendorId) where.vendorId = filter.vendorId;
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { recipient: { $ilike: like } },
        { recipientName: { $ilike: like } },
        { subject: { $ilike: like } },
      ];
    }
    const [items, total] = await this.em.findAndCount(MailMessage, where, {
      orderBy: { id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
      exclude: ['html', 'text'],
    });
    const rows = await this.em
      .createQueryBuilder(MailMessage, 'm')
      .select(['m.state', sql`count(*)`.as('count')])
      .groupBy('m.state')
      .execute<{ state: MailState; count: string | number }[]>('all');
    const counts = Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<
      MailState,
      number
    >;
    for (const row of rows) counts[row.state] = Number(row.count);
    return { items: items.map(entryOf), total, counts };
  }
}

@QueryHandler(GetOutboxMessageQuery)
export class GetOutboxMessageHandler implements IQueryHandler<GetOutboxMessageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ mailId }: GetOutboxMessageQuery): Promise<OutboxMessageDetail | null> {
    const mail = await this.em.findOne(MailMessage, mailId, { populate: ['attachments'] });
    if (!mail) return null;
    return {
      ...entryOf(mail),
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: Buffer.byteLength(attachment.content, 'base64'),
      })),
    };
  }
}

@QueryHandler(GetMailHoldsQuery)
export class GetMailHoldsHandler implements IQueryHandler<GetMailHoldsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Record<EmailTemplateCategory, boolean>> {
    const holds = await this.em.find(MailHold, {});
    return Object.fromEntries(
      EMAIL_TEMPLATE_CATEGORIES.map((category) => [
        category,
        holds.find((hold) => hold.category === category)?.held ?? false,
      ]),
    ) as Record<EmailTemplateCategory, boolean>;
  }
}
