// The public entry of payments: all that other contexts may use of it.
export { BankTransferBooking, type BankTransferInput } from './commands/book-bank-transfer.js';
export {
  type BankTransferBooked,
  RecordBankTransferCommand,
} from './commands/record-bank-transfer.command.js';
export { DepositPaidEvent } from './domain/deposit-paid.event.js';
export { InvoiceDto } from './http/invoice.dto.js';
export { VendorAccountDto } from './http/vendor-account.dto.js';
export { InvoiceDocumentsStoredEvent } from './invoices/domain/invoice.events.js';
export { InvoicesModule } from './invoices/invoices.module.js';
export {
  GetInvoiceDocumentQuery,
  type InvoiceSummary,
  ListInvoicesQuery,
} from './invoices/queries/invoice.queries.js';
export { vendorInvoicesPart } from './invoices/queries/vendor-invoices.part.js';
export { type AccountRecords, accountFromRecords, accountRecordsPart } from './ledger/ledger.js';
export { GetVendorAccountQuery, type VendorAccount } from './queries/get-vendor-account.query.js';
export { ListVendorAccountsQuery } from './queries/list-vendor-accounts.query.js';
export { type WithdrawalChargeView } from './queries/withdrawal-charge.view.js';
