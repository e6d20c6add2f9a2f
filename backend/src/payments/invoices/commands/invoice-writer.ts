import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import { checkEInvoice, type EInvoicePrint } from '../e-invoice/e-invoice.js';
import { formatInvoiceNumber } from '../domain/invoice-number.js';
import { Invoice } from '../domain/invoice.entity.js';

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
 * Takes the next number and stores the invoice, inside the caller's transaction
 * (docs/decisions.md 73, 140). The number comes from the year's counter row, incremented with
 * `insert … on conflict do update … returning`: the row stays locked until the transaction ends, so concurrent issuers
 * take consecutive numbers one after the other, and a transaction that fails rolls its increment
 * back: no gap, no number twice. Nothing is rendered here (issue 26: the counter row would stay
 * locked, and on PGlite every request wait, while a PDF is drawn): the invoice is stored with
 * every printed fact and its documents follow from it (`InvoiceDocuments`, after the commit).
 * Its e-invoice data are checked first, so what is numbered can always be rendered.
 */
@Injectable()
export class InvoiceWriter {
  async write(em: EntityManager, draft: InvoiceDraft): Promise<Invoice> {
    const year = Number(draft.issueDate.slice(0, 4));
    // Any number does for the check: the model takes it as text.
    checkEInvoice({ ...draft, number: formatInvoiceNumber(year, 1) });
    // Plain SQL on purpose: the counter's upsert takes the next number in one statement and keeps
    // the row locked to the commit (race-deciding, docs/decisions.md 73, 140).
    const [{ last_sequence: sequence }] = await em.execute<{ last_sequence: number }[]>(
      `insert into invoice_number_counter (year, last_sequence) values (?, 1)
       on conflict (year) do update set last_sequence = invoice_number_counter.last_sequence + 1
       returning last_sequence`,
      [year],
    );
    const number = formatInvoiceNumber(year, sequence!);
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
      cancelsIssueDate: draft.cancelsIssueDate ?? null,
      cancellationReason: draft.cancellationReason,
      serviceLocation: draft.serviceLocation,
      paymentReference: draft.paymentReference ?? null,
      epcQrPayload: draft.epcQrPayload ?? null,
      lines: draft.lines ?? null,
      labelLanguage: draft.labelLanguage ?? 'de',
    });
    await em.flush();
    return invoice;
  }
}
