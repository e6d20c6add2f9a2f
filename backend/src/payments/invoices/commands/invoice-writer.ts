import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import { embedFacturX, type EInvoicePrint, renderCii } from '../e-invoice/e-invoice.js';
import { formatInvoiceNumber } from '../domain/invoice-number.js';
import { Invoice } from '../domain/invoice.entity.js';
import { renderInvoicePdf } from '../rendering/invoice-pdf.js';

/** Everything of an invoice but its number, PDF and XML. */
export type InvoiceDraft = Omit<
  EInvoicePrint,
  'number' | 'cancelsIssueDate' | 'serviceLocation' | 'issuedAt' | 'issueDate'
> &
  Pick<Invoice, 'vendorId' | 'marketYear' | 'issuedBy' | 'cancelsId'> & {
    issuedAt: Date;
    issueDate: string;
    cancelsIssueDate?: string | null;
    serviceLocation: EInvoicePrint['serviceLocation'];
  };

/**
 * Takes the next number and stores the invoice with its rendered documents, inside the caller's
 * transaction (DECISIONS 26). The number comes from the year's counter row, incremented with
 * `insert … on conflict do update … returning`: the row stays locked until the transaction
 * ends, so concurrent issuers take consecutive numbers one after the other, and a transaction
 * that fails (rendering included) rolls its increment back: no gap, no number twice.
 */
@Injectable()
export class InvoiceWriter {
  async write(em: EntityManager, draft: InvoiceDraft): Promise<Invoice> {
    const year = Number(draft.issueDate.slice(0, 4));
    const [{ last_sequence: sequence }] = await em.execute<{ last_sequence: number }[]>(
      `insert into invoice_number_counter (year, last_sequence) values (?, 1)
       on conflict (year) do update set last_sequence = invoice_number_counter.last_sequence + 1
       returning last_sequence`,
      [year],
    );
    const number = formatInvoiceNumber(year, sequence!);
    const print: EInvoicePrint = { ...draft, number };
    // Rendered once; the stored bytes are what every download answers.
    const pdf = await embedFacturX(print, await renderInvoicePdf(print));
    const xml = await renderCii(print);
    const invoice = em.create(Invoice, {
      number,
      year,
      sequence: sequence!,
      kind: draft.kind,
      vendorId: draft.vendorId,
      marketYear: draft.marketYear,
      issuedAt: draft.issuedAt,
      issueDate: draft.issueDate,
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      issuer: draft.issuer,
      recipient: draft.recipient,
      serviceDescription: draft.serviceDescription,
      boothNumber: draft.boothNumber,
      vatMode: draft.vatMode,
      vatRate: draft.vatRate,
      netAmount: draft.netAmount,
      vatAmount: draft.vatAmount,
      grossAmount: draft.grossAmount,
      depositCredited: draft.depositCredited,
      paidAmount: draft.paidAmount,
      amountDue: draft.amountDue,
      issuedBy: draft.issuedBy,
      cancelsId: draft.cancelsId,
      cancelsNumber: draft.cancelsNumber,
      cancellationReason: draft.cancellationReason,
      pdf,
      xml,
    });
    await em.flush();
    return invoice;
  }
}
