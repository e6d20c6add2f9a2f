import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { isWithdrawalServiceLine, WITHDRAWAL_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../../market/index.js';
import { VendorWithdrawnEvent } from '../../../registration/index.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { TransactionScope } from '../../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../../shared/events/event-reactor.js';
import { GetVendorAccountQuery } from '../../queries/get-vendor-account.query.js';
import { CancelInvoiceCommand } from '../commands/cancel-invoice.command.js';
import { IssueInvoiceCommand } from '../commands/issue-invoice.command.js';
import { validInvoice } from '../commands/issue-invoice.handler.js';
import { compileEInvoiceChecks } from '../e-invoice/e-invoice.js';

/**
 * A withdrawal's invoices (docs/decisions.md 251): the season's invoice for the stall, issued
 * before the withdrawal, gets its Storno ('Rücktritt'); when a fee remains and is paid, the fee's
 * invoice is issued at once (one still open follows the usual paid-in-full reaction). Runs in the
 * transaction that marks the reaction done, so a second run finds the Storno and the fee invoice.
 * What an invoice lacks (issuer's data, billing address) is logged and skipped, as for the
 * automatic invoice.
 */
@Injectable()
@ReactsTo('payments.withdrawal-invoices', [VendorWithdrawnEvent.TYPE])
export class WithdrawalInvoicesReactor implements EventReactor {
  private readonly logger = new Logger(WithdrawalInvoicesReactor.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  prepare(): Promise<void> {
    return compileEInvoiceChecks();
  }

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const vendorId = event.aggregateId;
    const market = await this.queryBus.execute(new GetMarketSettingsQuery());
    const invoice = await validInvoice(em, vendorId, market.currentYear);
    // Only the stall's invoice: a fee invoice issued since (paid in full later) stays.
    if (invoice && !isWithdrawalServiceLine(invoice.serviceDescription)) {
      await this.commandBus.execute(
        new CancelInvoiceCommand(
          invoice.number,
          WITHDRAWAL_MESSAGES.cancellationReason,
          'system',
          'withdrawal',
        ),
      );
      // The Storno's mark on the original is written now: the issue below looks for a valid
      // invoice in the database.
      await em.flush();
    }
    const { feeAmount } = event.payload as VendorWithdrawnEvent['payload'];
    if (feeAmount <= 0) return;
    const account = await this.queryBus.execute(new GetVendorAccountQuery(vendorId));
    if (!account || account.paidAmount < feeAmount) return;
    try {
      await this.commandBus.execute(
        new IssueInvoiceCommand(vendorId, 'withdrawal', 'system', true),
      );
    } catch (error) {
      // Rules checked before anything is written: the transaction is still usable.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Keine Rücktrittsrechnung für Händler ${vendorId}: ${error.message}`);
    }
  }
}
