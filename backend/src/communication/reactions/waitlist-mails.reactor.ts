import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  DEPOSIT_AMOUNT_CENTS,
  escapeHtml,
  formatEuro,
  formatOfferExpiry,
  formatStallFee,
  WAITLIST_MESSAGES,
} from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { signedToken } from '../../shared/links/signed-token.js';
import {
  OFFER_LINK_PURPOSE,
  WaitlistOfferExpiredEvent,
  WaitlistOfferMadeEvent,
} from '../../waitlist/index.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { renderMail } from '../templates/mail-templates.js';
import { VendorMails } from './vendor-mails.js';

type OfferMade = WaitlistOfferMadeEvent['payload'];
type OfferExpired = WaitlistOfferExpiredEvent['payload'];

/** The page the offer mail links to; the token opens the offer once. */
export const OFFER_PAGE_PATH = '/warteliste-angebot';

/**
 * The waiting list's mails (docs/decisions.md 266): the offer with its one-time link and its end
 * in Vienna time, and the notice when it ran out. Once per event (the key), never to a blocked
 * or deleted vendor.
 */
@Injectable()
@ReactsTo('communication.waitlist-mails', [
  WaitlistOfferMadeEvent.TYPE,
  WaitlistOfferExpiredEvent.TYPE,
])
export class WaitlistMailsReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!vendor || vendor.isBlocked) return;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const made = event.type === WaitlistOfferMadeEvent.TYPE;
    const payload = event.payload as unknown as OfferMade | OfferExpired;
    const stall = escapeHtml(`${payload.boothNumber} (${payload.areaName})`);
    let subject: string;
    let content: string;
    if (made) {
      const offer = payload as OfferMade;
      const link = `${this.config.publicUrl}${OFFER_PAGE_PATH}?token=${signedToken(this.config.jwtSecret, OFFER_LINK_PURPOSE, offer.offerId)}`;
      subject = WAITLIST_MESSAGES.offerSubject(offer.boothNumber);
      // The offered stall is held for the vendor: its fixed fee's parts (docs/decisions.md 303).
      const fee = formatStallFee(
        offer.stallFee,
        vendor.boothNumber === offer.boothNumber ? vendor.priceDetail : null,
      );
      content = `<p>Guten Tag ${escapeHtml(vendor.name)},</p>
<p>auf der Warteliste für ${escapeHtml(offer.areaName)} sind Sie an der Reihe: Wir bieten Ihnen den Standplatz <strong>${stall}</strong> an, Standgebühr ${escapeHtml(fee)}.</p>
<p>Wir halten ihn bis <strong>${formatOfferExpiry(offer.expiresAt)}</strong> für Sie frei. Bitte nehmen Sie das Angebot bis dahin an oder lehnen Sie es ab:<br><a href="${link}">${link}</a></p>
<p>${
        offer.requiresDeposit
          ? `Zum Annehmen zahlen Sie die Anzahlung von ${formatEuro(DEPOSIT_AMOUNT_CENTS)} (sie wird auf die Standgebühr angerechnet); der Link führt Sie direkt dorthin.`
          : 'Mit dem Annehmen gehört der Standplatz Ihnen, eine Anzahlung ist nicht nötig.'
      }</p>
<p>Antworten Sie bis dahin nicht, geht der Platz an die nächste Person auf der Warteliste.</p>`;
    } else {
      subject = WAITLIST_MESSAGES.offerExpiredSubject(payload.boothNumber);
      content = `<p>Guten Tag ${escapeHtml(vendor.name)},</p>
<p>Ihr Angebot für den Standplatz <strong>${stall}</strong> ist abgelaufen, ohne dass Sie es angenommen haben. Der Platz geht nun an die nächste Person auf der Warteliste, und Sie stehen nicht mehr auf der Liste.</p>
<p>Möchten Sie weiterhin teilnehmen, können Sie sich im Händler-Bereich wieder auf die Warteliste setzen: <a href="${this.config.publicUrl}/dashboard">${this.config.publicUrl}/dashboard</a></p>`;
    }
    const rendered = renderMail({ subject, content }, {}, settings);
    const purpose = made ? 'waitlist-offer' : 'waitlist-offer-expired';
    await this.outbox.queue(em, {
      to: vendor.email,
      toName: vendor.name,
      ...rendered,
      category: 'registration',
      automatic: true,
      purpose,
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `${purpose}:${event.id}`,
    });
  }
}
