import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  AdminInvoicesController,
  InvoiceDownloadsController,
} from '../http/invoices.controller.js';
import { CancelInvoiceHandler } from './commands/cancel-invoice.handler.js';
import { InvoiceWriter } from './commands/invoice-writer.js';
import { IssueInvoiceHandler } from './commands/issue-invoice.handler.js';
import { SaveInvoiceSettingsHandler } from './commands/save-invoice-settings.handler.js';
import { InvoiceSettings } from './domain/invoice-settings.entity.js';
import { Invoice } from './domain/invoice.entity.js';
import {
  GetInvoiceDocumentHandler,
  GetInvoiceSettingsHandler,
  GetVendorInvoiceHandler,
  ListInvoicesHandler,
} from './queries/invoice.handlers.js';
import { IssueInvoiceReactor } from './reactions/issue-invoice.reactor.js';

/** Invoices of the payments context (issue 12, DECISIONS 21, 26). */
@Module({
  imports: [MikroOrmModule.forFeature([Invoice, InvoiceSettings])],
  controllers: [InvoiceDownloadsController, AdminInvoicesController],
  providers: [
    InvoiceWriter,
    IssueInvoiceHandler,
    CancelInvoiceHandler,
    SaveInvoiceSettingsHandler,
    ListInvoicesHandler,
    GetInvoiceDocumentHandler,
    GetVendorInvoiceHandler,
    GetInvoiceSettingsHandler,
    IssueInvoiceReactor,
  ],
})
export class InvoicesModule {}
