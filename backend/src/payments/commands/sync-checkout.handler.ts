import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { ReserveBoothCommand } from '../../booths/commands/reserve-booth.command.js';
import { RecordDepositPaidCommand } from '../../registration/commands/record-deposit-paid.command.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { DepositPaidEvent } from '../domain/deposit-paid.event.js';
import { PaymentFailedEvent } from '../domain/payment-failed.event.js';
import { Payment } from '../domain/payment.entity.js';
import { SumUpGateway, type SumUpCheckout } from '../infra/sumup.gateway.js';
import { SyncCheckoutCommand } from './sync-checkout.command.js';

@CommandHandler(SyncCheckoutCommand)
export class SyncCheckoutHandler implements ICommandHandler<SyncCheckoutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly sumup: SumUpGateway,
    private readonly clock: Clock,
  ) {}

  async execute({ checkoutId }: SyncCheckoutCommand): Promise<Payment | null> {
    const known = await this.em.findOne(Payment, { checkoutId });
    if (!known) return null;
    if (known.status === 'paid') return known;
    const checkout = await this.sumup.getCheckout(checkoutId);

    return this.transaction.run(async ({ em, record }) => {
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
        const { reserved } = await this.commandBus.execute(
          new ReserveBoothCommand(payment.boothId!, payment.vendorId, 'deposit-paid'),
        );
        payment.needsRefund = !reserved;
        await this.commandBus.execute(
          new RecordDepositPaidCommand(payment.vendorId, payment.amount, reserved),
        );
        record(
          new DepositPaidEvent(payment.vendorId, {
            paymentId: payment.id,
            checkoutId,
            amount: payment.amount,
            boothReserved: reserved,
            needsRefund: payment.needsRefund,
          }),
        );
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

/** The checkout SumUp reports must be the one we created, for the amount we asked. */
function matches(payment: Payment, checkout: SumUpCheckout): boolean {
  return (
    checkout.id === payment.checkoutId &&
    checkout.checkout_reference === payment.checkoutReference &&
    Math.round((checkout.amount ?? 0) * 100) === payment.amount &&
    checkout.currency === 'EUR'
  );
}
