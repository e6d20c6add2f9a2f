import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  AdminInvoicesController,
  InvoiceDownloadsController,
} from '../http/invoices.controller.js';
import { CancelInvoiceHandler } from './commands/cancel-invoice.handler.js';
import { InvoiceDocuments } from './commands/invoice-documents.js';
import { InvoiceWriter } from './commands/invoice-writer.js';
import { IssueInvoiceHandler } from './commands/issue-invoice.handler.js';
import { RenderInvoiceDocumentsHandler } from './commands/render-invoice-documents.handler.js';
import { SaveInvoiceSettingsHandler } from './commands/save-invoice-settings.handler.js';
import { InvoiceSettings } from './domain/invoice-settings.entity.js';
import { Invoice } from './domain/invoice.entity.js';
import {
  GetInvoiceDocumentHandler,
  GetInvoiceSettingsHandler,
  GetVendorInvoiceHandler,
  ListInvoicesHandler,
} from './queries/invoice.handlers.js';
import { InvoiceDocumentsReactor } from './reactions/invoice-documents.reactor.js';
import { IssueInvoiceReactor } from './reactions/issue-invoice.reactor.js';
import { WithdrawalInvoicesReactor } from './reactions/withdrawal-invoices.reactor.js';

/** Invoices of the payments context (issue 12, docs/decisions.md 73). */
@Module({
  imports: [MikroOrmModule.forFeature([Invoice, InvoiceSettings])],
  controllers: [InvoiceDownloadsController, AdminInvoicesController],
  providers: [
    InvoiceWriter,
    InvoiceDocuments,
    IssueInvoiceHandler,
    RenderInvoiceDocumentsHandler,
    CancelInvoiceHandler,
    SaveInvoiceSettingsHandler,
    ListInvoicesHandler,
    GetInvoiceDocumentHandler,
    GetVendorInvoiceHandler,
    GetInvoiceSettingsHandler,
    IssueInvoiceReactor,
    InvoiceDocumentsReactor,
    WithdrawalInvoicesReactor,
  ],
})
export class InvoicesModule {}
