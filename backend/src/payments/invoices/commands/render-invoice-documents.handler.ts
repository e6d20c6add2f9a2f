import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../../shared/events/domain-transaction.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { RenderInvoiceDocumentsCommand } from './render-invoice-documents.command.js';

@CommandHandler(RenderInvoiceDocumentsCommand)
export class RenderInvoiceDocumentsHandler implements ICommandHandler<RenderInvoiceDocumentsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly documents: InvoiceDocuments,
  ) {}

  async execute({ number }: RenderInvoiceDocumentsCommand): Promise<void> {
    const rendered = await this.documents.render({ number });
    if (!rendered) return;
    await this.transaction.run((scope) => this.documents.store(scope, rendered), 'system');
  }
}
