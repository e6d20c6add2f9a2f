import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, PAYMENT_MESSAGES } from '@standl/contracts';
import { GetVendorStandingQuery } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import type { LedgerEntry } from '../domain/ledger-entry.entity.js';
import { Ledger } from '../ledger/ledger.js';
import { assertPlausiblePayment, moneyIn } from '../domain/vendor-account.js';
import { type CashPaymentBooked, RecordCashPaymentCommand } from './record-cash-payment.command.js';

@CommandHandler(RecordCashPaymentCommand)
export class RecordCashPaymentHandler implements ICommandHandler<RecordCashPaymentCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, amount, note, actor }: RecordCashPaymentCommand): Promise<CashPaymentBooked> {
    return this.transaction.run(async (scope) => {
      await payableVendor(this.queryBus, vendorId);
      const booked = await this.ledger.book(scope, vendorId, this.clock.now(), (account) => {
        // Nothing open: cash taken now would only be given back (an amount given or not).
        if (account.openAmount === 0) throw new ConflictError(PAYMENT_MESSAGES.nothingOpen);
        const cents = amount ?? account.openAmount;
        assertPlausiblePayment(account, cents);
        return moneyIn(account, {
          kind: 'cash_payment',
          amount: cents,
          method: 'cash',
          note,
          actor,
        });
      });
      return { account: booked.account, excess: excessOf(booked.entries) };
    }, actor);
  }
}

/** Cents flagged for refund by a booking (positive). */
export function excessOf(entries: readonly LedgerEntry[]): number {
  return entries
    .filter((entry) => entry.kind === 'refund_due')
    .reduce((sum, entry) => sum - entry.amount, 0);
}

/** The vendor money may be taken from: 404 when unknown (or deleted), 409 when blocked. */
export async function payableVendor(queryBus: QueryBus, vendorId: string) {
  const vendor = await queryBus.execute(new GetVendorStandingQuery(vendorId));
  if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
  if (vendor.isBlocked) throw new ConflictError(PAYMENT_MESSAGES.blockedVendor);
  return vendor;
}
