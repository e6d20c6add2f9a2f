import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { escapeHtml, VENDOR_STATUS_LABELS } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { VendorRegisteredEvent } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { GetVendorWaitlistQuery } from '../../waitlist/index.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { MAIL_SENTENCES } from '../templates/mail-language.js';
import { VendorMails } from './vendor-mails.js';

type Registered = VendorRegisteredEvent['payload'];

/**
 * A registration through the form: the vendor hears it arrived (with the access code and the
 * way to pay when they chose a stall themselves; without it when the organiser assigns, as the
 * code follows the confirmation), and the organiser gets a notice. A vendor the organiser added
 * by hand gets the code with the confirmation, and the organiser needs no notice.
 */
@Injectable()
@ReactsTo('communication.registration-mails', [VendorRegisteredEvent.TYPE])
export class RegistrationMailsReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const payload = event.payload as Registered;
    if (payload.source === 'admin') return;
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!vendor) return;
    const self = payload.boothAssignmentPreference === 'self';
    const { waitlist } = await this.queryBus.execute(new GetVendorWaitlistQuery(vendor.id));
    await this.mails.send(
      em,
      event,
      self ? 'registration-received-self' : 'registration-received',
      vendor,
      waitlist
        ? {
            // In the language of the mail's text (docs/decisions.md 353).
            appendHtml: (language) =>
              `<p>${escapeHtml(
                MAIL_SENTENCES[language].waitlistPosition(waitlist.areaName, waitlist.position),
              )}</p>`,
          }
        : {},
    );

    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    if (!settings.adminNotificationEmail) return;
    const rows = [
      ['Name', vendor.name],
      ['E-Mail', vendor.email],
      [
        'Standplatz',
        self
          ? (payload.boothNumber ?? 'wählt selbst (noch keiner)')
          : 'Zuweisung durch den Veranstalter',
      ],
      ['Status', VENDOR_STATUS_LABELS[vendor.status]],
      ...(waitlist ? [['Warteliste', `${waitlist.areaName}, Position ${waitlist.position}`]] : []),
    ];
    await this.outbox.queue(em, {
      to: settings.adminNotificationEmail,
      subject: `Neue Anmeldung: ${vendor.name}`,
      html: `<p>Eine neue Anmeldung ist eingegangen.</p>
<table>${rows.map(([label, value]) => `<tr><td><strong>${label}</strong></td><td>${escapeHtml(value!)}</td></tr>`).join('')}</table>
<p><a href="${this.config.publicUrl}/admin-dashboard">Zum Admin-Bereich</a></p>`,
      category: 'general',
      automatic: true,
      purpose: 'admin-new-registration',
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `admin-new-registration:${event.id}`,
    });
  }
}
