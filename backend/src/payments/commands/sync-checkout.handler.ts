import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { GetVendorBoothQuery, ReserveBoothCommand } from '../../booths/index.js';
import { PAYMENT_MESSAGES } from '@standl/contracts';
import { GetVendorStandingQuery, RecordDepositPaidCommand } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { DepositPaidEvent } from '../domain/deposit-paid.event.js';
import { PaymentFailedEvent } from '../domain/payment-failed.event.js';
import { Payment } from '../domain/payment.entity.js';
import { moneyIn } from '../domain/vendor-account.js';
import { SumUpGateway, type SumUpCheckout } from '../infra/sumup.gateway.js';
import { type EntriesFor, Ledger } from '../ledger/ledger.js';
import { GetVendorAccountQuery } from '../queries/get-vendor-account.query.js';
import { SyncCheckoutCommand } from './sync-checkout.command.js';

@CommandHandler(SyncCheckoutCommand)
export class SyncCheckoutHandler implements ICommandHandler<SyncCheckoutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly sumup: SumUpGateway,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  async execute({ checkoutId }: SyncCheckoutCommand): Promise<Payment | null> {
    const known = await this.em.findOne(Payment, { checkoutId });
    if (!known) return null;
    if (known.status === 'paid') return known;
    const checkout = await this.sumup.getCheckout(checkoutId);

    return this.transaction.run(async (scope) => {
      const { em, record } = scope;
      // The row lock makes a webhook and a status check arriving together count the money once.
      const payment = await em.findOneOrFail(
        Payment,
        { id: known.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (payment.status === 'paid' || !matches(payment, checkout)) return payment;

      if (checkout.status === 'PAID') {
        const now = this.clock.now();
        Object.assign(payment, { status: 'paid', paidAt: now, countedAt: now });
        const money = {
          amount: payment.amount,
          method: 'sumup' as const,
          reference: referenceOf(checkout),
          paymentId: payment.id,
          actor: 'sumup',
        };
        let entries: EntriesFor;
        if (payment.purpose === 'deposit') {
          const { secured, refundReason, withdrawn } = await bookDeposit(
            this.queryBus,
            this.commandBus,
            payment,
          );
          payment.needsRefund = !secured && !withdrawn;
          record(
            new DepositPaidEvent(payment.vendorId, {
              paymentId: payment.id,
              checkoutId,
              amount: payment.amount,
              boothReserved: secured,
              needsRefund: payment.needsRefund,
            }),
          );
          const deposit = { kind: 'deposit_card' as const, ...money };
          // A checkout paid after the vendor withdrew counts against the withdrawal's fee; what
          // is beyond it is due back (docs/decisions.md 248).
          entries = withdrawn
            ? (account) => moneyIn(account, deposit)
            : () =>
                refundReason
                  ? [
                      deposit,
                      { ...money, kind: 'refund_due', amount: -money.amount, note: refundReason },
                    ]
                  : [deposit];
        } else {
          const card = { kind: 'card_payment' as const, ...money };
          // Paid after the organiser deleted the vendor: the money has to go back; else the
          // part above what the vendor owes by now (the organiser may have asked for more).
          entries = (await this.queryBus.execute(new GetVendorStandingQuery(payment.vendorId)))
            ? (account) => moneyIn(account, card)
            : () => [
                card,
                {
                  ...money,
                  kind: 'refund_due',
                  amount: -money.amount,
                  note: PAYMENT_MESSAGES.refundNoVendor,
                },
              ];
        }
        await em.flush();
        await this.ledger.book(scope, payment.vendorId, now, entries);
      } else if (
        (checkout.status === 'FAILED' || checkout.status === 'EXPIRED') &&
        payment.status === 'pending'
      ) {
        payment.status = checkout.status === 'FAILED' ? 'failed' : 'expired';
        record(
          new PaymentFailedEvent(payment.vendorId, {
            paymentId: payment.id,
            status: payment.status,
          }),
        );
      }
      return payment;
    }, 'sumup');
  }
}

/**
 * Books a paid deposit (docs/decisions.md 25): the vendor gets the stall paid for,
 * else the stall they hold now, or keeps the stall they already have. Anything else (vendor
 * deleted or rejected, deposit already paid, no stall to be had) is flagged for a refund, with
 * the reason; the money is booked in the ledger in any case. Answers whether it secured a stall.
 */
async function bookDeposit(
  queryBus: QueryBus,
  commandBus: CommandBus,
  payment: Payment,
): Promise<{ secured: boolean; refundReason: string | null; withdrawn?: boolean }> {
  const { vendorId } = payment;
  const vendor = await queryBus.execute(new GetVendorStandingQuery(vendorId));
  if (!vendor) return { secured: false, refundReason: PAYMENT_MESSAGES.refundNoVendor };
  if (vendor.registrationState === 'withdrawn') {
    return { secured: false, refundReason: null, withdrawn: true };
  }
  const account = await queryBus.execute(new GetVendorAccountQuery(vendorId));
  const rejected = vendor.registrationState === 'rejected';
  const refundOnly = rejected || account!.depositPaid;
  let secured = false;
  if (!refundOnly) {
    const reserve = (boothId: number) =>
      commandBus.execute(new ReserveBoothCommand(boothId, vendorId, 'deposit-paid'));
    secured = (await reserve(payment.boothId!)).reserved;
    if (!secured) {
      const current = await queryBus.execute(new GetVendorBoothQuery(vendorId));
      if (current?.holdExpiresAt) secured = (await reserve(current.id)).reserved;
      else secured = current !== null;
    }
  }
  await commandBus.execute(new RecordDepositPaidCommand(vendorId, payment.amount, secured));
  const refundReason = secured
    ? null
    : rejected
      ? PAYMENT_MESSAGES.refundNoVendor
      : refundOnly
        ? PAYMENT_MESSAGES.refundSecondDeposit
        : PAYMENT_MESSAGES.refundBoothTaken;
  return { secured, refundReason };
}

/** The checkout and, when SumUp names it, the transaction code the organiser finds in SumUp. */
function referenceOf(checkout: SumUpCheckout): string {
  const code = checkout.transactions?.find((t) => typeof t.transaction_code === 'string')
    ?.transaction_code as string | undefined;
  return code ? `${checkout.id} (${code})` : checkout.id!;
}

/** The checkout SumUp reports must be the one we created, for the amount we asked. */
function matches(payment: Payment, checkout: SumUpCheckout): boolean {
  return (
    checkout.id === payment.checkoutId &&
    checkout.checkout_reference === payment.checkoutReference &&
    Math.round((checkout.amount ?? 0) * 100) === payment.amount &&
    checkout.currency === 'EUR'
  );
}
