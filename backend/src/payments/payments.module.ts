import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import { DeleteExpiredTaxRecordsJob } from './jobs/delete-expired-tax-records.job.js';
import { CheckCardPaymentHandler } from './commands/check-card-payment.handler.js';
import { CorrectPaidAmountHandler } from './commands/correct-paid-amount.handler.js';
import { CreateDepositCheckoutHandler } from './commands/create-deposit-checkout.handler.js';
import { MarkRefundMadeHandler } from './commands/mark-refund-made.handler.js';
import { BankStatements } from './bank-import/bank-statements.js';
import { BankStatementsController } from './bank-import/http/bank-statements.controller.js';
import { BankTransferBooking } from './commands/book-bank-transfer.js';
import { RecordBankTransferHandler } from './commands/record-bank-transfer.handler.js';
import { RecordCashPaymentHandler } from './commands/record-cash-payment.handler.js';
import { StartCardPaymentHandler } from './commands/start-card-payment.handler.js';
import { SyncCheckoutHandler } from './commands/sync-checkout.handler.js';
import { LedgerEntry } from './domain/ledger-entry.entity.js';
import { WithdrawalCharge } from './domain/withdrawal-charge.entity.js';
import {
  BookWithdrawalChargeHandler,
  QuoteWithdrawalHandler,
} from './commands/withdrawal.handlers.js';
import { Payment } from './domain/payment.entity.js';
import { AdminPaymentsController } from './http/admin-payments.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { SumUpController } from './http/sumup.controller.js';
import { SumUpSimulator } from './infra/sumup-simulator.js';
import { SIMULATOR_PATH, SumUpGateway } from './infra/sumup.gateway.js';
import { Ledger } from './ledger/ledger.js';
import { GetVendorAccountHandler } from './queries/get-vendor-account.handler.js';
import {
  GetPaymentFactsHandler,
  ListPaymentFactsHandler,
  PaymentFactsPartHandler,
} from './queries/payment-facts.handlers.js';
import { ListRefundsHandler } from './queries/list-refunds.handler.js';
import { ListVendorAccountsHandler } from './queries/list-vendor-accounts.handler.js';

export { SUMUP_WIDGET_ORIGINS } from './infra/sumup.gateway.js';

/** Without SumUp credentials the app serves the SumUp simulator itself (docs/decisions.md 22). */
export async function mountSumUpSimulator(app: NestFastifyApplication): Promise<void> {
  await app.register(app.get(SumUpSimulator).routes(), { prefix: SIMULATOR_PATH });
}

@Module({
  imports: [MikroOrmModule.forFeature([Payment, LedgerEntry, WithdrawalCharge]), JobsModule],
  controllers: [
    SumUpController,
    PaymentsController,
    AdminPaymentsController,
    BankStatementsController,
  ],
  providers: [
    DeleteExpiredTaxRecordsJob,
    SumUpGateway,
    SumUpSimulator,
    Ledger,
    CreateDepositCheckoutHandler,
    SyncCheckoutHandler,
    CorrectPaidAmountHandler,
    RecordCashPaymentHandler,
    BankTransferBooking,
    BankStatements,
    RecordBankTransferHandler,
    StartCardPaymentHandler,
    CheckCardPaymentHandler,
    MarkRefundMadeHandler,
    GetVendorAccountHandler,
    GetPaymentFactsHandler,
    ListPaymentFactsHandler,
    PaymentFactsPartHandler,
    ListVendorAccountsHandler,
    ListRefundsHandler,
    QuoteWithdrawalHandler,
    BookWithdrawalChargeHandler,
  ],
  exports: [SumUpSimulator, BankTransferBooking],
})
export class PaymentsModule {}
