import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DEPOSIT_AMOUNT_CENTS, escapeHtml, WAITLIST_MESSAGES } from '@standl/contracts';
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
import { money, stallFee, viennaMinute } from '../templates/mail-language.js';
import { renderMail } from '../templates/mail-templates.js';
import { VendorMails } from './vendor-mails.js';

type OfferMade = WaitlistOfferMadeEvent['payload'];
type OfferExpired = WaitlistOfferExpiredEvent['payload'];

/** The page the offer mail links to; the token opens the offer once. */
export const OFFER_PAGE_PATH = '/warteliste-angebot';

/**
 * The waiting list's mails (docs/decisions.md 266): the offer with its one-time link and its end
 * in Vienna time, and the notice when it ran out, in the vendor's language (fixed texts, German
 * or English, decision 354). Once per event (the key), never to a blocked or deleted vendor.
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
    const { language } = vendor;
    const en = language === 'en';
    const name = escapeHtml(vendor.name);
    const dashboard = `${this.config.publicUrl}/dashboard`;
    let subject: string;
    let content: string;
    if (made) {
      const offer = payload as OfferMade;
      const link = `${this.config.publicUrl}${OFFER_PAGE_PATH}?token=${signedToken(this.config.jwtSecret, OFFER_LINK_PURPOSE, offer.offerId)}`;
      // The offered stall is held for the vendor: its fixed fee's parts (docs/decisions.md 303).
      const fee = escapeHtml(
        stallFee(
          offer.stallFee,
          vendor.boothNumber === offer.boothNumber ? vendor.priceDetail : null,
          language,
        ),
      );
      const until = viennaMinute(new Date(offer.expiresAt), language);
      const deposit = money(DEPOSIT_AMOUNT_CENTS, language);
      const area = escapeHtml(offer.areaName);
      if (en) {
        subject = `A stall is becoming free: ${offer.boothNumber}`;
        content = `<p>Dear ${name},</p>
<p>It is your turn on the waiting list for ${area}: we are offering you stall <strong>${stall}</strong>, stall fee ${fee}.</p>
<p>We are holding it for you until <strong>${until}</strong>. Please accept or decline the offer by then:<br><a href="${link}">${link}</a></p>
<p>${
          offer.requiresDeposit
            ? `To accept, you pay the deposit of ${deposit} (it counts towards the stall fee); the link takes you straight there.`
            : 'Once you accept, the stall is yours; no deposit is needed.'
        }</p>
<p>If you do not answer by then, the stall goes to the next person on the waiting list.</p>`;
      } else {
        subject = WAITLIST_MESSAGES.offerSubject(offer.boothNumber);
        content = `<p>Guten Tag ${name},</p>
<p>auf der Warteliste für ${area} sind Sie an der Reihe: Wir bieten Ihnen den Standplatz <strong>${stall}</strong> an, Standgebühr ${fee}.</p>
<p>Wir halten ihn bis <strong>${until}</strong> für Sie frei. Bitte nehmen Sie das Angebot bis dahin an oder lehnen Sie es ab:<br><a href="${link}">${link}</a></p>
<p>${
          offer.requiresDeposit
            ? `Zum Annehmen zahlen Sie die Anzahlung von ${deposit} (sie wird auf die Standgebühr angerechnet); der Link führt Sie direkt dorthin.`
            : 'Mit dem Annehmen gehört der Standplatz Ihnen, eine Anzahlung ist nicht nötig.'
        }</p>
<p>Antworten Sie bis dahin nicht, geht der Platz an die nächste Person auf der Warteliste.</p>`;
      }
    } else if (en) {
      subject = `Your offer for ${payload.boothNumber} has expired`;
      content = `<p>Dear ${name},</p>
<p>Your offer for stall <strong>${stall}</strong> has expired without your accepting it. The stall now goes to the next person on the waiting list, and you are no longer on the list.</p>
<p>If you would still like to take part, you can put yourself back on the waiting list in the vendor area: <a href="${dashboard}">${dashboard}</a></p>`;
    } else {
      subject = WAITLIST_MESSAGES.offerExpiredSubject(payload.boothNumber);
      content = `<p>Guten Tag ${name},</p>
<p>Ihr Angebot für den Standplatz <strong>${stall}</strong> ist abgelaufen, ohne dass Sie es angenommen haben. Der Platz geht nun an die nächste Person auf der Warteliste, und Sie stehen nicht mehr auf der Liste.</p>
<p>Möchten Sie weiterhin teilnehmen, können Sie sich im Händler-Bereich wieder auf die Warteliste setzen: <a href="${dashboard}">${dashboard}</a></p>`;
    }
    const rendered = renderMail({ subject, content, language }, {}, settings);
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
