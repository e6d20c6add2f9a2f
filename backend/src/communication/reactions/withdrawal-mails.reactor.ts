import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { escapeHtml, formatEuro } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { VendorWithdrawnEvent } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { vendorMailValues } from '../templates/vendor-mail-values.js';
import { feeSentence, withdrawalSummary } from '../templates/withdrawal-mail.js';
import { VendorMails } from './vendor-mails.js';

/**
 * A withdrawal (docs/decisions.md 253): the vendor gets the confirmation with the fee and the
 * refund or the amount still open (a blocked vendor, whom the organiser withdrew, gets none, as
 * with every automatic mail), and the organiser a notice at the notification address. Once per
 * event each.
 */
@Injectable()
@ReactsTo('communication.withdrawal-mails', [VendorWithdrawnEvent.TYPE])
export class WithdrawalMailsReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const withdrawn = event.payload as VendorWithdrawnEvent['payload'];
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!vendor) return;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    await this.mails.send(em, event, 'withdrawal-confirmed', vendor, {
      // In the language of the mail's text (docs/decisions.md 353).
      values: (language) => ({
        withdrawalSummary: withdrawalSummary(
          withdrawn,
          vendor.openAmount,
          vendorMailValues(vendor, settings, this.config.publicUrl, language).bankDetails!,
          language,
        ),
        boothNumber: withdrawn.boothNumber ?? '–',
        areaName: withdrawn.areaName ?? '–',
      }),
    });

    if (!settings.adminNotificationEmail) return;
    const rows = [
      ['Name', vendor.name],
      ['E-Mail', vendor.email],
      ['Erklärt von', withdrawn.by === 'organiser' ? 'Veranstalter' : 'Händler'],
      ['Standplatz', withdrawn.boothNumber ? `${withdrawn.boothNumber} (frei)` : 'keiner'],
      ['Gebühr', feeSentence(withdrawn)],
      ['Zu erstatten', formatEuro(withdrawn.refundAmount)],
      ['Noch offen', formatEuro(vendor.openAmount)],
      ['Grund', withdrawn.reason ?? '–'],
    ];
    if (withdrawn.waived) rows.push(['Erlass', withdrawn.waiverReason ?? '–']);
    await this.outbox.queue(em, {
      to: settings.adminNotificationEmail,
      subject: `Rücktritt: ${vendor.name}`,
      html: `<p>Eine Anmeldung wurde zurückgezogen.</p>
<table>${rows.map(([label, value]) => `<tr><td><strong>${label}</strong></td><td>${escapeHtml(value!)}</td></tr>`).join('')}</table>
<p><a href="${this.config.publicUrl}/admin-dashboard">Zum Admin-Bereich</a></p>`,
      category: 'general',
      automatic: true,
      purpose: 'admin-vendor-withdrawn',
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `admin-vendor-withdrawn:${event.id}`,
    });
  }
}
