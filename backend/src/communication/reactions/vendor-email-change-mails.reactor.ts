import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { escapeHtml, mailFooterHtml, type VendorLanguage } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  emailChangeLinkUrl,
  GetVendorEmailChangeQuery,
  VendorEmailChangedEvent,
  VendorEmailChangeRequestedEvent,
} from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { viennaMinute } from '../templates/mail-language.js';
import { VendorMails } from './vendor-mails.js';

const VIENNA = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When the link runs out, in Vienna time and the vendor's language. */
function linkExpiry(expiresAt: Date, language: VendorLanguage): string {
  return language === 'en' ? viennaMinute(expiresAt, 'en') : VIENNA.format(expiresAt);
}

/**
 * A vendor's new e-mail address (docs/decisions.md 276): the confirmation link to the new
 * address, and after the change a notice to the old one, both in the vendor's language (fixed
 * texts, decision 354). The addresses come from the change's row, which the event names. Sent
 * because the vendor asked, so a hold on automatic mails does not keep them back; a vendor
 * deleted meanwhile gets neither.
 */
@Injectable()
@ReactsTo('communication.vendor-email-change-mails', [
  VendorEmailChangeRequestedEvent.TYPE,
  VendorEmailChangedEvent.TYPE,
])
export class VendorEmailChangeMailsReactor implements EventReactor {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly mails: VendorMails,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const { changeId } = event.payload as VendorEmailChangeRequestedEvent['payload'];
    const change = await this.queryBus.execute(new GetVendorEmailChangeQuery(changeId));
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!change || !vendor) return;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const market = settings.marketName || 'Standl';
    const { language } = vendor;
    const en = language === 'en';
    const greeting = en
      ? `<p>Dear ${escapeHtml(vendor.name)},</p>`
      : `<p>Guten Tag ${escapeHtml(vendor.name)},</p>`;
    if (event.type === VendorEmailChangeRequestedEvent.TYPE) {
      const link = escapeHtml(
        emailChangeLinkUrl(this.config.publicUrl, this.config.jwtSecret, change.id),
      );
      const until = escapeHtml(linkExpiry(change.expiresAt, language));
      const html = en
        ? `${greeting}
<p>You would like to use this e-mail address for your registration for the ${escapeHtml(market)} from now on. Please confirm this with the following link:</p>
<p><a href="${link}">Confirm new e-mail address</a></p>
<p>The link is valid until ${until} and only once. Until then we will keep writing to your previous address.</p>
<p>If you did not ask for this, please ignore this e-mail: nothing will change.</p>`
        : `${greeting}
<p>Sie möchten für Ihre Anmeldung zum ${escapeHtml(market)} künftig diese E-Mail-Adresse verwenden. Bitte bestätigen Sie das mit diesem Link:</p>
<p><a href="${link}">Neue E-Mail-Adresse bestätigen</a></p>
<p>Der Link gilt bis ${until} und nur einmal. Bis dahin schreiben wir weiter an Ihre bisherige Adresse.</p>
<p>Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.</p>`;
      await this.outbox.queue(em, {
        to: change.newEmail,
        toName: vendor.name,
        subject: en
          ? `Confirm your new e-mail address: ${market}`
          : `Neue E-Mail-Adresse bestätigen: ${market}`,
        html: `${html}\n${mailFooterHtml(settings, html, language)}`,
        category: 'general',
        automatic: false,
        requestedBy: 'vendor',
        purpose: 'vendor-email-confirm',
        vendorId: vendor.id,
        cause: event.type,
        dedupeKey: `vendor-email-confirm:${event.id}`,
      });
      return;
    }
    const contact = [settings.organizerName, settings.organizerEmail, settings.organizerPhone]
      .filter(Boolean)
      .join(', ');
    const html = en
      ? `${greeting}
<p>The e-mail address of your registration for the ${escapeHtml(market)} has been changed. From now on we will write to you at ${escapeHtml(change.newEmail)}; nothing more will be sent to this address.</p>
<p>If this was not you, please contact the organiser immediately: ${escapeHtml(contact)}.</p>`
      : `${greeting}
<p>die E-Mail-Adresse Ihrer Anmeldung zum ${escapeHtml(market)} wurde geändert. Wir schreiben Ihnen ab jetzt an ${escapeHtml(change.newEmail)}; an diese Adresse kommt nichts mehr.</p>
<p>Wenn Sie das nicht selbst waren, wenden Sie sich bitte umgehend an den Veranstalter: ${escapeHtml(contact)}.</p>`;
    await this.outbox.queue(em, {
      to: change.previousEmail,
      toName: vendor.name,
      subject: en
        ? `Your e-mail address has been changed: ${market}`
        : `Ihre E-Mail-Adresse wurde geändert: ${market}`,
      html: `${html}\n${mailFooterHtml(settings, html, language)}`,
      category: 'general',
      automatic: false,
      requestedBy: 'vendor',
      purpose: 'vendor-email-changed',
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `vendor-email-changed:${event.id}`,
    });
  }
}
