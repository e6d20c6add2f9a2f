import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetInvoiceDocumentQuery, InvoiceDocumentsStoredEvent } from '../../payments/index.js';
import { GetVendorBillingQuery, GetVendorMailDataQuery } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { MAIL_SENTENCES } from '../templates/mail-language.js';
import { MailTemplates, renderMail } from '../templates/mail-templates.js';
import { vendorMailValues } from '../templates/vendor-mail-values.js';

/**
 * The invoice mail: the stored PDF attached, purpose 'invoice' (its 'Rechnung'
 * badge) or 'invoice-cancellation' for a Storno, queued once per event. A blocked vendor still
 * gets the invoice (it is owed whatever the block); a deleted vendor gets none. Issued when the
 * vendor becomes paid in full, it is also the paid-in-full mail: without a billing address it
 * asks for one. It reacts to the documents being stored (issue 26: they are rendered after the
 * issue's transaction), not to the issue; reactions still pending from before that change carry
 * `payments.invoice-issued.v1`, whose payload has the same fields and whose documents were
 * stored with the invoice.
 */
@Injectable()
@ReactsTo('communication.invoice-mails', [InvoiceDocumentsStoredEvent.TYPE])
export class InvoiceMailsReactor implements EventReactor {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly templates: MailTemplates,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const { number, kind, cancelsNumber } = event.payload as InvoiceDocumentsStoredEvent['payload'];
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery([event.aggregateId]));
    const vendor = vendors.get(event.aggregateId);
    if (!vendor) return;
    const document = await this.queryBus.execute(new GetInvoiceDocumentQuery(number));
    if (!document) return;
    // Never so after the event; failing retries rather than sending a mail without the invoice.
    if (!document.pdf) throw new Error(`Rechnung ${number}: das PDF ist noch nicht gespeichert`);
    const purpose = kind === 'cancellation' ? 'invoice-cancellation' : 'invoice';
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    // In the vendor's language (the invoice itself stays German, docs/decisions.md 360).
    const template = await this.templates.forPurpose(em, purpose, vendor.language);
    const billing = await this.queryBus.execute(new GetVendorBillingQuery(vendor.id));
    // Added to the organiser's template too, so an edited template still asks (the mail asks for
    // a billing address in the language of its text).
    const content =
      kind === 'invoice' && !billing?.address
        ? `${template.content}\n${MAIL_SENTENCES[template.language].billingAddressRequest}`
        : template.content;
    const rendered = renderMail(
      { ...template, content },
      {
        ...vendorMailValues(vendor, settings, this.config.publicUrl, template.language),
        boothNumber: document.boothNumber,
        invoiceNumber: number,
        ...(cancelsNumber ? { cancelledInvoiceNumber: cancelsNumber } : {}),
      },
      settings,
    );
    await this.outbox.queue(em, {
      to: vendor.email,
      toName: vendor.name,
      ...rendered,
      category: template.category,
      automatic: true,
      purpose,
      templateId: template.id,
      vendorId: vendor.id,
      cause: event.type,
      dedupeKey: `${purpose}:${event.id}`,
      attachments: [
        {
          filename: `${kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'}-${number}.pdf`,
          contentType: 'application/pdf',
          content: document.pdf.toString('base64'),
        },
      ],
    });
  }
}
