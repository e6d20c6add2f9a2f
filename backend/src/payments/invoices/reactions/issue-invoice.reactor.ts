import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { VendorBillingUpdatedEvent } from '../../../registration/index.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { TransactionScope } from '../../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../../shared/events/event-reactor.js';
import { VendorPaidInFullEvent } from '../../domain/vendor-paid-in-full.event.js';
import { GetVendorAccountQuery } from '../../queries/get-vendor-account.query.js';
import { IssueInvoiceCommand } from '../commands/issue-invoice.command.js';
import { compileEInvoiceChecks } from '../e-invoice/e-invoice.js';

/**
 * Issues the invoice when a vendor becomes paid in full (docs/decisions.md 73), and when a vendor
 * who is paid in full but had no billing address enters one. Idempotent: the command answers the
 * vendor's valid invoice of the season instead of issuing a second one, and the reaction runs
 * in the transaction that marks it done. Without a billing address it is a Kleinbetragsrechnung
 * up to 400 € gross. What is missing for an invoice (the issuer's settings, the billing address
 * above 400 €, a stall) is logged and skipped, not retried: the organiser's
 * `POST /api/admin/vendors/{id}/invoice` or the vendor's download issues it later. The issue
 * renders nothing: the documents and the mail follow from `payments.invoice-issued.v1`.
 */
@Injectable()
@ReactsTo('payments.invoice-issuance', [VendorPaidInFullEvent.TYPE, VendorBillingUpdatedEvent.TYPE])
export class IssueInvoiceReactor implements EventReactor {
  private readonly logger = new Logger(IssueInvoiceReactor.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The issue checks the e-invoice data in its transaction: compile the schemas before it. */
  prepare(): Promise<void> {
    return compileEInvoiceChecks();
  }

  async react(event: StoredEvent, _scope: TransactionScope): Promise<void> {
    const vendorId = event.aggregateId;
    const paidInFull = event.type === VendorPaidInFullEvent.TYPE;
    if (!paidInFull) {
      const account = await this.queryBus.execute(new GetVendorAccountQuery(vendorId));
      const settled =
        account !== null &&
        account.totalAmount > 0 &&
        account.paidAmount > 0 &&
        account.openAmount === 0;
      if (!settled) return;
    }
    try {
      await this.commandBus.execute(
        new IssueInvoiceCommand(
          vendorId,
          paidInFull ? 'paid-in-full' : 'billing-address',
          'system',
          true,
        ),
      );
    } catch (error) {
      // Rules checked before anything is written: the transaction is still usable.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Keine Rechnung für Händler ${vendorId}: ${error.message}`);
    }
  }
}
