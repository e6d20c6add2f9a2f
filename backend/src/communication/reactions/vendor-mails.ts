import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import type { MailPlaceholderValues, VendorLanguage } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorMailDataQuery, type VendorMailData } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { StoredEvent } from '../../shared/events/event-reactor.js';
import type { MailAttachment } from '../domain/mail-message.entity.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import type { AUTOMATIC_TEMPLATES } from '../templates/default-templates.js';
import { MAIL_SENTENCES } from '../templates/mail-language.js';
import { MailTemplates, renderMail, withoutOpenAmount } from '../templates/mail-templates.js';
import { paymentQrForMail } from '../templates/payment-qr-mail.js';
import { vendorMailValues } from '../templates/vendor-mail-values.js';

export type VendorMailPurpose = keyof typeof AUTOMATIC_TEMPLATES;

/**
 * Something a mail adds that is written in words (a value, a sentence): given as is, or for the
 * language of the text it goes into (docs/decisions.md 353).
 */
export type InLanguage<T> = T | ((language: VendorLanguage) => T);

function inLanguage<T>(value: InLanguage<T>, language: VendorLanguage): T {
  return typeof value === 'function' ? (value as (language: VendorLanguage) => T)(language) : value;
}

/** What a mail adds to the vendor's placeholder values, and its attachments. */
export interface MailExtras {
  values?: InLanguage<MailPlaceholderValues>;
  attachments?: MailAttachment[];
  /** A paragraph added after the template's text (e.g. the place on a waiting list). */
  appendHtml?: InLanguage<string>;
}

/**
 * Writes one automatic mail to a vendor from its template, keyed by purpose and
 * event so a reaction that runs again queues nothing twice. Deleted and blocked vendors get none.
 * No mail asks for 0,00 €: with nothing open, the payment reminder is not sent and the set-up
 * confirmation leaves out its request for the remaining fee.
 */
@Injectable()
export class VendorMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly templates: MailTemplates,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async vendor(vendorId: string): Promise<VendorMailData | undefined> {
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery([vendorId]));
    return vendors.get(vendorId);
  }

  /**
   * The language the mail of `purpose` to `vendor` is written in: theirs, or German when its
   * template has no English (for what the mail attaches, e.g. the lift's `.ics`).
   */
  async textLanguage(
    em: EntityManager,
    purpose: VendorMailPurpose,
    vendor: VendorMailData,
  ): Promise<VendorLanguage> {
    if (vendor.language === 'de') return 'de';
    return (await this.templates.forPurpose(em, purpose, vendor.language)).language;
  }

  /** The mail of `purpose` for the vendor the event is about, once per event. */
  send(
    em: EntityManager,
    event: StoredEvent,
    purpose: VendorMailPurpose,
    vendor?: VendorMailData,
    extra: MailExtras = {},
  ): Promise<boolean> {
    return this.sendTo(em, vendor ?? event.aggregateId, purpose, {
      cause: event.type,
      dedupeKey: `${purpose}:${event.id}`,
      ...extra,
    });
  }

  /**
   * Queues the mail unless the vendor is gone or blocked, or the key was used before; false when
   * nothing new was queued. `automatic: false` for the organiser's own sends (never held).
   */
  async sendTo(
    em: EntityManager,
    vendorOrId: VendorMailData | string,
    purpose: VendorMailPurpose,
    {
      cause,
      dedupeKey,
      automatic = true,
      values = {},
      attachments,
      appendHtml,
    }: { cause: string; dedupeKey: string; automatic?: boolean } & MailExtras,
  ): Promise<boolean> {
    const recipient = typeof vendorOrId === 'string' ? await this.vendor(vendorOrId) : vendorOrId;
    if (!recipient || recipient.isBlocked) return false;
    const nothingOpen = recipient.openAmount === 0;
    if (nothingOpen && purpose === 'payment-reminder') return false;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    // In the vendor's language; a template without English sends its German (decision 352).
    const template = await this.templates.forPurpose(em, purpose, recipient.language);
    const { language } = template;
    // A reminder carries the payment QR for what is open, when there are bank details.
    const qr =
      purpose === 'payment-reminder' ? await paymentQrForMail(settings, recipient, language) : null;
    const chosen =
      nothingOpen && purpose === 'setup-confirmed'
        ? {
            ...template,
            content: withoutOpenAmount(template.content, MAIL_SENTENCES[language].paidInFull),
          }
        : template;
    const appended = appendHtml === undefined ? undefined : inLanguage(appendHtml, language);
    const rendered = renderMail(
      appended ? { ...chosen, content: `${chosen.content}\n${appended}` } : chosen,
      {
        ...vendorMailValues(recipient, settings, this.config.publicUrl, language),
        ...inLanguage(values, language),
      },
      settings,
      qr?.block,
    );
    const queued = await this.outbox.queue(em, {
      to: recipient.email,
      toName: recipient.name,
      ...rendered,
      category: template.category,
      automatic,
      purpose,
      templateId: template.id,
      vendorId: recipient.id,
      cause,
      dedupeKey,
      attachments: qr ? [...(attachments ?? []), qr.attachment] : attachments,
    });
    return !queued.duplicate;
  }
}
