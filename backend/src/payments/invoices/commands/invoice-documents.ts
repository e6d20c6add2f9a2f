import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/sql';
import type { TransactionScope } from '../../../shared/events/domain-transaction.js';
import { embedFacturX, type EInvoicePrint, renderCii } from '../e-invoice/e-invoice.js';
import { Invoice } from '../domain/invoice.entity.js';
import { InvoiceDocumentsStoredEvent } from '../domain/invoice.events.js';
import { renderInvoicePdf } from '../rendering/invoice-pdf.js';

/** An invoice's two documents as rendered, not yet stored. */
export interface RenderedInvoiceDocuments {
  invoiceId: string;
  pdf: Buffer;
  xml: string;
}

/** What is printed, from the stored invoice alone (its own copy of every fact). */
export function invoicePrint(invoice: Invoice): EInvoicePrint {
  if (!invoice.serviceLocation) {
    // Only invoices issued before the place of delivery was stored lack it, and they were
    // rendered at issue.
    throw new Error(`Rechnung ${invoice.number}: Leistungsort fehlt, Dokumente nicht erzeugbar`);
  }
  return {
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt,
    issueDate: invoice.issueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuer: invoice.issuer,
    recipient: invoice.recipient,
    serviceDescription: invoice.serviceDescription,
    boothNumber: invoice.boothNumber,
    vatMode: invoice.vatMode,
    vatRate: invoice.vatRate,
    netAmount: invoice.netAmount,
    vatAmount: invoice.vatAmount,
    grossAmount: invoice.grossAmount,
    depositCredited: invoice.depositCredited,
    paidAmount: invoice.paidAmount,
    amountDue: invoice.amountDue,
    cancelsNumber: invoice.cancelsNumber,
    cancelsIssueDate: invoice.cancelsIssueDate,
    cancellationReason: invoice.cancellationReason,
    serviceLocation: invoice.serviceLocation,
    paymentReference: invoice.paymentReference,
    epcQrPayload: invoice.epcQrPayload,
    lines: invoice.lines,
    labelLanguage: invoice.labelLanguage,
  };
}

/**
 * Renders an issued invoice's PDF (Factur-X, the CII embedded) and CII XML and stores them,
 * once (issue 26: no transaction is open while rendering). The issue's short transaction stores
 * the invoice with its number and no documents; `render` then runs with no transaction open,
 * and `store` writes the result in a short one, only while the invoice has none yet, recording
 * `InvoiceDocumentsStoredEvent` exactly when it wrote them. Two renderers at once (the reaction
 * and a download) both render, the first to store wins and everyone answers its bytes.
 */
@Injectable()
export class InvoiceDocuments {
  constructor(private readonly em: EntityManager) {}

  /** Null when there is nothing to render: the invoice is gone or has its documents. */
  async render(
    where: { id: string } | { number: string },
  ): Promise<RenderedInvoiceDocuments | null> {
    const em = this.em.fork();
    const invoice = await em.findOne(Invoice, { ...where, pdf: null });
    if (!invoice) return null;
    const print = invoicePrint(invoice);
    const pdf = await embedFacturX(print, await renderInvoicePdf(print));
    const xml = await renderCii(print);
    return { invoiceId: invoice.id, pdf, xml };
  }

  /** Stores rendered documents unless the invoice has some already; true when it stored them. */
  async store(
    { em, record }: TransactionScope,
    rendered: RenderedInvoiceDocuments,
  ): Promise<boolean> {
    const { invoiceId, pdf, xml } = rendered;
    // One statement decides: a second writer waits for the first's row lock and then finds the
    // documents there.
    const written = await em.nativeUpdate(Invoice, { id: invoiceId, pdf: null }, { pdf, xml });
    if (written === 0) return false;
    const invoice = await em.findOneOrFail(Invoice, { id: invoiceId }, { refresh: true });
    record(
      new InvoiceDocumentsStoredEvent(invoice.vendorId, {
        invoiceId: invoice.id,
        number: invoice.number,
        kind: invoice.kind,
        cancelsNumber: invoice.cancelsNumber,
        grossAmount: invoice.grossAmount,
      }),
    );
    return true;
  }
}
