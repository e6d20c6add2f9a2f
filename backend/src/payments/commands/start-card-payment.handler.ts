import { randomBytes } from 'node:crypto';
import { HttpStatus, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { PAYMENT_MESSAGES } from '@standl/contracts';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { PaymentStartedEvent } from '../domain/payment-started.event.js';
import { Payment } from '../domain/payment.entity.js';
import { assertPlausiblePayment } from '../domain/vendor-account.js';
import { SumUpGateway } from '../infra/sumup.gateway.js';
import { Ledger } from '../ledger/ledger.js';
import { payableVendor } from './record-cash-payment.handler.js';
import { type CardPaymentStarted, StartCardPaymentCommand } from './start-card-payment.command.js';

/** How long the organiser's checkout can be paid: time enough to scan the code and pay. */
export const CARD_PAYMENT_VALID_MINUTES = 60;

@CommandHandler(StartCardPaymentCommand)
export class StartCardPaymentHandler implements ICommandHandler<StartCardPaymentCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly ledger: Ledger,
    private readonly sumup: SumUpGateway,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({
    vendorId,
    amount,
    description,
    actor,
  }: StartCardPaymentCommand): Promise<CardPaymentStarted> {
    await payableVendor(this.queryBus, vendorId);
    const account = await this.ledger.account(this.em, vendorId);
    // As for cash: nothing open, nothing to take (what exceeds the open amount is refunded).
    if (account.openAmount === 0) throw new ConflictError(PAYMENT_MESSAGES.nothingOpen);
    const cents = amount ?? account.openAmount;
    assertPlausiblePayment(account, cents);
    const [booth, settings] = await Promise.all([
      this.queryBus.execute(new GetVendorBoothQuery(vendorId)),
      this.queryBus.execute(new GetMarketSettingsQuery()),
    ]);
    const now = this.clock.now();
    const validUntil = new Date(now.getTime() + CARD_PAYMENT_VALID_MINUTES * 60_000);
    const text =
      description ??
      (booth ? `Standgebühr ${booth.number} – ${settings.marketName}` : settings.marketName);
    const checkout = await this.sumup
      .createCheckout({
        // Unique per checkout (SumUp refuses a reused one); 'p' tells it from the deposit's.
        checkout_reference: `standl-${vendorId}-p${randomBytes(4).toString('hex')}`,
        amount: cents / 100,
        currency: 'EUR',
        description: text.slice(0, 200),
        return_url: `${this.config.publicUrl}/api/sumup/webhook`,
        // The payer's phone lands on the status page; the access code is not put in the link.
        redirect_url: `${this.config.publicUrl}/vendor-status`,
        hosted_checkout: { enabled: true },
        valid_until: validUntil.toISOString(),
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'SumUp-Checkout konnte nicht angelegt werden');
        throw new DomainError(PAYMENT_MESSAGES.checkoutFailed, HttpStatus.BAD_GATEWAY);
      });

    const payment = await this.transaction.run(async ({ em, record }) => {
      const created = em.create(Payment, {
        vendorId,
        purpose: 'balance',
        method: 'sumup',
        amount: cents,
        boothId: booth?.id ?? null,
        checkoutId: checkout.id!,
        checkoutReference: checkout.checkout_reference!,
        checkoutUrl: checkout.hosted_checkout_url ?? null,
        validUntil: checkout.valid_until ? new Date(checkout.valid_until) : validUntil,
        createdAt: now,
      });
      await em.flush();
      record(
        new PaymentStartedEvent(vendorId, {
          paymentId: created.id,
          checkoutId: created.checkoutId!,
          amount: created.amount,
          boothId: created.boothId,
        }),
      );
      return created;
    }, actor);
    return { payment, deepLink: null };
  }
}
