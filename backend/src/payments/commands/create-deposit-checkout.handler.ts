import { HttpStatus, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { DEPOSIT_AMOUNT_CENTS, VENDOR_MESSAGES, WITHDRAWAL_MESSAGES } from '@standl/contracts';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorStandingQuery } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { PaymentStartedEvent } from '../domain/payment-started.event.js';
import { Payment } from '../domain/payment.entity.js';
import { SumUpGateway } from '../infra/sumup.gateway.js';
import { Ledger } from '../ledger/ledger.js';
import { CreateDepositCheckoutCommand } from './create-deposit-checkout.command.js';

/** A checkout that ends within this margin is not handed out again. */
const REUSE_MARGIN_MS = 60_000;

@CommandHandler(CreateDepositCheckoutCommand)
export class CreateDepositCheckoutHandler implements ICommandHandler<CreateDepositCheckoutCommand> {
  private readonly logger = new Logger('Payments');
  /**
   * Checkouts being created, per vendor: a double click joins the first request and gets the
   * same checkout instead of a second one (within this app instance).
   */
  private readonly creating = new Map<string, Promise<Payment>>();

  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly sumup: SumUpGateway,
    private readonly ledger: Ledger,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId }: CreateDepositCheckoutCommand): Promise<Payment> {
    const running = this.creating.get(vendorId);
    if (running) return running;
    const creation = this.create(vendorId).finally(() => this.creating.delete(vendorId));
    this.creating.set(vendorId, creation);
    return creation;
  }

  private async create(vendorId: string): Promise<Payment> {
    const vendor = await this.queryBus.execute(new GetVendorStandingQuery(vendorId));
    if (!vendor) throw new NotFoundError(VENDOR_MESSAGES.accessCodeNotFound);
    if (vendor.registrationState === 'withdrawn') {
      throw new ConflictError(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    }
    if ((await this.ledger.account(this.em, vendorId)).depositPaid)
      throw new ConflictError(VENDOR_MESSAGES.depositAlreadyPaid);
    const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    if (!booth?.holdExpiresAt) throw new ConflictError(VENDOR_MESSAGES.depositNeedsBooth);

    const now = this.clock.now();
    const reusable = await this.em.findOne(
      Payment,
      {
        vendorId,
        boothId: booth.id,
        status: 'pending',
        validUntil: { $gt: new Date(now.getTime() + REUSE_MARGIN_MS) },
      },
      { orderBy: { createdAt: 'desc' } },
    );
    if (reusable) return reusable;

    const attempt = (await this.em.count(Payment, { vendorId })) + 1;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const checkout = await this.sumup
      .createCheckout({
        checkout_reference: `standl-${vendorId}-${attempt}`,
        amount: DEPOSIT_AMOUNT_CENTS / 100,
        currency: 'EUR',
        description: `Anzahlung Standplatz ${booth.number} – ${settings.marketName}`,
        return_url: `${this.config.publicUrl}/api/sumup/webhook`,
        redirect_url: `${this.config.publicUrl}/vendor-status?accessCode=${vendor.accessCode}`,
        hosted_checkout: { enabled: true },
        valid_until: booth.holdExpiresAt.toISOString(),
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'SumUp-Checkout konnte nicht angelegt werden');
        throw new DomainError(VENDOR_MESSAGES.checkoutFailed, HttpStatus.BAD_GATEWAY);
      });

    return this.transaction.run(async ({ em, record }) => {
      const payment = em.create(Payment, {
        vendorId,
        purpose: 'deposit',
        method: 'sumup',
        amount: DEPOSIT_AMOUNT_CENTS,
        boothId: booth.id,
        checkoutId: checkout.id!,
        checkoutReference: checkout.checkout_reference!,
        checkoutUrl: checkout.hosted_checkout_url ?? null,
        validUntil: checkout.valid_until ? new Date(checkout.valid_until) : booth.holdExpiresAt,
        createdAt: now,
      });
      await em.flush();
      record(
        new PaymentStartedEvent(vendorId, {
          paymentId: payment.id,
          checkoutId: payment.checkoutId!,
          amount: payment.amount,
          boothId: booth.id,
        }),
      );
      return payment;
    }, 'vendor');
  }
}
