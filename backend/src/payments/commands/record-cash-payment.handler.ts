import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, PAYMENT_MESSAGES } from '@standl/contracts';
import { GetVendorStandingQuery } from '../../registration/queries/get-vendor-standing.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Ledger } from '../ledger/ledger.js';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';
import { RecordCashPaymentCommand } from './record-cash-payment.command.js';

@CommandHandler(RecordCashPaymentCommand)
export class RecordCashPaymentHandler implements ICommandHandler<RecordCashPaymentCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, amount, note, actor }: RecordCashPaymentCommand): Promise<VendorAccount> {
    return this.transaction.run(async (scope) => {
      await payableVendor(this.queryBus, vendorId);
      const booked = await this.ledger.book(scope, vendorId, this.clock.now(), (account) => {
        const cents = amount ?? account.openAmount;
        if (cents === 0) throw new ConflictError(PAYMENT_MESSAGES.nothingOpen);
        return [{ kind: 'cash_payment', amount: cents, method: 'cash', note, actor }];
      });
      return booked.account;
    }, actor);
  }
}

/** The vendor money may be taken from: 404 when unknown (or deleted), 409 when blocked. */
export async function payableVendor(queryBus: QueryBus, vendorId: string) {
  const vendor = await queryBus.execute(new GetVendorStandingQuery(vendorId));
  if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
  if (vendor.isBlocked) throw new ConflictError(PAYMENT_MESSAGES.blockedVendor);
  return vendor;
}
