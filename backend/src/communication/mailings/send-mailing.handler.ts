import { randomUUID } from 'node:crypto';
import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, EMAIL_TEMPLATE_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorMailDataQuery } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { EmailTemplate, mailTextFor } from '../domain/email-template.entity.js';
import { MailingQueuedEvent } from '../domain/mailing-queued.event.js';
import { MailOutbox, type OutgoingMail } from '../outbox/mail-outbox.js';
import { renderMail } from '../templates/mail-templates.js';
import { marketMailValues, vendorMailValues } from '../templates/vendor-mail-values.js';
import { type MailingResult, SendMailingCommand } from './send-mailing.command.js';

@CommandHandler(SendMailingCommand)
export class SendMailingHandler implements ICommandHandler<SendMailingCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  execute(command: SendMailingCommand): Promise<MailingResult> {
    const { kind, recipients, subject, content, templateId, requestId, actor, english } = command;
    return this.transaction.run(async ({ em, record }) => {
      const template = templateId === null ? null : await em.findOne(EmailTemplate, templateId);
      if (templateId !== null && !template) {
        throw new NotFoundException(EMAIL_TEMPLATE_MESSAGES.templateNotFound);
      }
      const vendorIds = recipients.flatMap((r) => ('vendorId' in r ? [r.vendorId] : []));
      const vendors = await this.queryBus.execute(new GetVendorMailDataQuery(vendorIds));
      if (vendorIds.some((id) => !vendors.has(id))) {
        throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
      }
      const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
      const batchId = randomUUID();
      const seen = new Set<string>();
      const mails: OutgoingMail[] = [];
      for (const recipient of recipients) {
        const vendor = 'vendorId' in recipient ? vendors.get(recipient.vendorId)! : null;
        const to = vendor ? vendor.email : (recipient as { email: string }).email.trim();
        const name = vendor ? vendor.name : (recipient as { name: string | null }).name;
        if (seen.has(to.toLowerCase())) continue;
        seen.add(to.toLowerCase());
        // A vendor's language chooses the text; an address without a vendor reads German.
        const text = mailTextFor({ subject, content }, english, vendor?.language ?? 'de');
        const values = vendor
          ? vendorMailValues(vendor, settings, this.config.publicUrl, text.language)
          : { ...marketMailValues(settings), name: name ?? to };
        mails.push({
          to,
          toName: name,
          ...renderMail(text, values, settings),
          category: template?.category ?? 'general',
          automatic: false,
          templateId,
          vendorId: vendor?.id ?? null,
          cause: kind,
          batchId,
          dedupeKey: requestId ? `${requestId}:${to.toLowerCase()}` : null,
        });
      }
      const queued = await this.outbox.queueMany(em, mails);
      const sentCount = queued.filter((mail) => !mail.duplicate).length;
      if (sentCount > 0)
        record(new MailingQueuedEvent(batchId, { kind, batchId, count: sentCount }));
      return { sentCount, batchId };
    }, actor);
  }
}
