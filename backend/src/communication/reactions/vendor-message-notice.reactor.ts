import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { escapeHtml } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { VendorMessageSentEvent } from '../domain/vendor-message-sent.event.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { VendorMails } from './vendor-mails.js';

/**
 * Every vendor message also reaches the organiser's notification address (docs/decisions.md 60).
 */
@Injectable()
@ReactsTo('communication.vendor-message-notice', [VendorMessageSentEvent.TYPE])
export class VendorMessageNoticeReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    if (!settings.adminNotificationEmail) return;
    const { messageId } = event.payload as VendorMessageSentEvent['payload'];
    const message = await em.findOne(VendorMessage, messageId);
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!message || !vendor) return;
    await this.outbox.queue(em, {
      to: settings.adminNotificationEmail,
      subject: `Nachricht von ${vendor.name}`,
      html: `<p><strong>${escapeHtml(vendor.name)}</strong> (${escapeHtml(vendor.email)}, Standplatz ${escapeHtml(vendor.boothNumber ?? '–')}) schreibt:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>
<p><a href="${this.config.publicUrl}/admin-dashboard">Im Admin-Bereich beantworten</a></p>`,
      category: 'general',
      automatic: true,
      purpose: 'admin-vendor-message',
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `admin-vendor-message:${event.id}`,
    });
  }
}
