import { HttpStatus, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { PAYMENT_MESSAGES } from '@standl/contracts';
import { isDatabaseUnavailable } from '../../shared/database/database-unavailable.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { Payment } from '../domain/payment.entity.js';
import { CheckCardPaymentCommand } from './check-card-payment.command.js';
import { SyncCheckoutCommand } from './sync-checkout.command.js';

@CommandHandler(CheckCardPaymentCommand)
export class CheckCardPaymentHandler implements ICommandHandler<CheckCardPaymentCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ vendorId, checkoutId }: CheckCardPaymentCommand): Promise<Payment> {
    const em = this.em.fork();
    const wanted = checkoutId
      ? await em.findOne(Payment, { vendorId, checkoutId })
      : ((await em.findOne(
          Payment,
          { vendorId, purpose: 'balance' },
          { orderBy: { createdAt: 'desc', id: 'asc' } },
        )) ??
        (await em.findOne(Payment, { vendorId }, { orderBy: { createdAt: 'desc', id: 'asc' } })));
    if (!wanted) throw new NotFoundError(PAYMENT_MESSAGES.noCardPayment);
    const pending = await em.find(Payment, { vendorId, status: 'pending' });
    let answer = wanted;
    for (const payment of pending) {
      try {
        const synced = await this.commandBus.execute(new SyncCheckoutCommand(payment.checkoutId!));
        if (synced?.id === wanted.id) answer = synced;
      } catch (error) {
        if (error instanceof DomainError || isDatabaseUnavailable(error)) throw error;
        // SumUp did not answer: the asked-for checkout is a 502, any other waits for the next check.
        this.logger.warn(
          { err: error, checkoutId: payment.checkoutId },
          'SumUp-Checkout nicht lesbar',
        );
        if (payment.id === wanted.id) {
          throw new DomainError(PAYMENT_MESSAGES.statusUnavailable, HttpStatus.BAD_GATEWAY);
        }
      }
    }
    return answer;
  }
}
