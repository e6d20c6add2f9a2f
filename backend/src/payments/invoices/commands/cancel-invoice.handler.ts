import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INVOICE_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../../market/index.js';
import { Clock, viennaDate } from '../../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../../shared/events/domain-transaction.js';
import { compileEInvoiceChecks } from '../e-invoice/e-invoice.js';
import { Invoice } from '../domain/invoice.entity.js';
import { InvoiceIssuedEvent } from '../domain/invoice.events.js';
import { negatedLines } from '../domain/invoice-lines.js';
import { CancelInvoiceCommand } from './cancel-invoice.command.js';
import { lockVendorInvoices } from './issue-invoice.handler.js';
import type { IssuedInvoice } from './issue-invoice.command.js';
import { InvoiceWriter } from './invoice-writer.js';

@CommandHandler(CancelInvoiceCommand)
export class CancelInvoiceHandler implements ICommandHandler<CancelInvoiceCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly writer: InvoiceWriter,
    private readonly clock: Clock,
  ) {}

  async execute({ number, reason, actor, trigger }: CancelInvoiceCommand): Promise<IssuedInvoice> {
    // Once per process, before the transaction: the first check compiles the schemas.
    await compileEInvoiceChecks();
    return this.transaction.run(async ({ em, record }) => {
      const found = await em.findOne(Invoice, { number });
      if (!found) throw new NotFoundError(INVOICE_MESSAGES.invoiceNotFound);
      await lockVendorInvoices(em, found.vendorId);
      // Read again under the lock: a cancellation that ran meanwhile is seen.
      const original = await em.refreshOrFail(found);
      if (original.kind === 'cancellation') {
        throw new ConflictError(INVOICE_MESSAGES.cannotCancelCancellation);
      }
      if (original.cancelledByNumber) {
        throw new ConflictError(INVOICE_MESSAGES.alreadyCancelled(original.cancelledByNumber));
      }
      const market = await this.queryBus.execute(new GetMarketSettingsQuery());
      const now = this.clock.now();
      const cancellation = await this.writer.write(em, {
        kind: 'cancellation',
        vendorId: original.vendorId,
        marketYear: original.marketYear,
        issuedAt: now,
        issueDate: viennaDate(now),
        periodStart: original.periodStart,
        periodEnd: original.periodEnd,
        issuer: original.issuer,
        recipient: original.recipient,
        serviceDescription: original.serviceDescription,
        lines: negatedLines(original.lines),
        boothNumber: original.boothNumber,
        vatMode: original.vatMode,
        vatRate: original.vatRate,
        netAmount: -original.netAmount,
        vatAmount: -original.vatAmount,
        grossAmount: -original.grossAmount,
        depositCredited: -original.depositCredited,
        paidAmount: -original.paidAmount,
        amountDue: -original.amountDue,
        issuedBy: actor,
        cancelsId: original.id,
        cancelsNumber: original.number,
        cancelsIssueDate: original.issueDate,
        cancellationReason: reason,
        // A Storno repeats the original's print, its labels' language too.
        labelLanguage: original.labelLanguage,
        serviceLocation: {
          street: market.organizerStreet,
          postalCode: market.organizerPostalCode,
          city: market.organizerCity,
          countryCode: 'AT',
        },
      });
      original.markCancelled(cancellation);
      record(
        new InvoiceIssuedEvent(original.vendorId, {
          invoiceId: cancellation.id,
          number: cancellation.number,
          kind: 'cancellation',
          cancelsNumber: original.number,
          grossAmount: cancellation.grossAmount,
          trigger,
        }),
      );
      return { id: cancellation.id, number: cancellation.number, created: true };
    }, actor);
  }
}
