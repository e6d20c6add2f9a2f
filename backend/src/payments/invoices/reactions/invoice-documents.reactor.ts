import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../../shared/events/event-reactor.js';
import { InvoiceDocuments, type RenderedInvoiceDocuments } from '../commands/invoice-documents.js';
import { InvoiceIssuedEvent } from '../domain/invoice.events.js';

/**
 * Renders the documents of every issued invoice and Storno (issue 26): `prepare` renders the
 * PDF and XML from the stored invoice with no transaction open; `react` stores them in the
 * reaction's transaction, once, recording `payments.invoice-documents-stored.v1`, which the
 * invoice mail reacts to. A download that came first already stored them: then both do nothing.
 */
@Injectable()
@ReactsTo('payments.invoice-documents', [InvoiceIssuedEvent.TYPE])
export class InvoiceDocumentsReactor implements EventReactor<RenderedInvoiceDocuments | null> {
  constructor(private readonly documents: InvoiceDocuments) {}

  prepare(event: StoredEvent): Promise<RenderedInvoiceDocuments | null> {
    const { invoiceId } = event.payload as InvoiceIssuedEvent['payload'];
    return this.documents.render({ id: invoiceId });
  }

  async react(
    _event: StoredEvent,
    scope: TransactionScope,
    prepared: RenderedInvoiceDocuments | null | undefined,
  ): Promise<void> {
    // Rendering here would hold the reaction's transaction open: fail, to be retried prepared.
    if (prepared === undefined) throw new Error('Rechnungsdokumente wurden nicht vorbereitet');
    if (prepared) await this.documents.store(scope, prepared);
  }
}
