import {
  CommandHandler,
  type ICommandHandler,
  type IQueryHandler,
  QueryBus,
  QueryHandler,
} from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { WITHDRAWAL_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  BookWithdrawalChargeCommand,
  QuoteWithdrawalQuery,
  type WithdrawalQuote,
  type WithdrawalStall,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import type { AccountFacts } from '../domain/vendor-account.js';
import { WithdrawalCharge } from '../domain/withdrawal-charge.entity.js';
import { withdrawalFee, withdrawalMoney } from '../domain/withdrawal-fee.js';
import { Ledger } from '../ledger/ledger.js';

/** The quote from the settings, the stall and the account's paid and flagged amounts. */
async function quoteOf(
  queryBus: QueryBus,
  now: Date,
  stall: WithdrawalStall | null,
  account: Pick<AccountFacts, 'paidAmount' | 'refundDueAmount'>,
): Promise<WithdrawalQuote> {
  const settings = await queryBus.execute(new GetMarketSettingsQuery());
  const fee = withdrawalFee({
    now,
    marketStartDate: settings.marketStartDate,
    withdrawalFreeDays: settings.withdrawalFreeDays,
    withdrawalFeePercent: settings.withdrawalFeePercent,
    stallFee: stall?.stallFee ?? null,
  });
  return {
    ...fee,
    paidAmount: account.paidAmount,
    ...withdrawalMoney(fee.feeAmount, account),
  };
}

@QueryHandler(QuoteWithdrawalQuery)
export class QuoteWithdrawalHandler implements IQueryHandler<QuoteWithdrawalQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId, stall }: QuoteWithdrawalQuery): Promise<WithdrawalQuote> {
    // The stall's fee does not enter the paid or flagged amounts: no stall is read here.
    const account = await this.ledger.account(this.em, vendorId, null);
    return quoteOf(this.queryBus, this.clock.now(), stall, account);
  }
}

@CommandHandler(BookWithdrawalChargeCommand)
export class BookWithdrawalChargeHandler implements ICommandHandler<BookWithdrawalChargeCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly ledger: Ledger,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute(command: BookWithdrawalChargeCommand) {
    const { vendorId, stall, confirmedFeeAmount, waiverReason, actor } = command;
    return this.transaction.run(async (scope) => {
      const { em } = scope;
      if (await em.findOne(WithdrawalCharge, { vendorId })) {
        throw new ConflictError(WITHDRAWAL_MESSAGES.alreadyWithdrawn);
      }
      const now = this.clock.now();
      // The ledger's lock for the vendor (as every booking takes it): the paid and flagged
      // amounts the refund is computed from stay as read until the transaction ends.
      await lockForTransaction(em, `ledger:${vendorId}`);
      const account = await this.ledger.account(em, vendorId, null);
      const quote = await quoteOf(this.queryBus, now, stall, account);
      // The vendor confirmed the fee they saw; past midnight it may have changed.
      if (confirmedFeeAmount !== null && confirmedFeeAmount !== quote.feeAmount) {
        throw new ConflictError(WITHDRAWAL_MESSAGES.feeChanged(quote.feeAmount));
      }
      const waived = waiverReason !== null && quote.feeAmount > 0;
      const feeAmount = waived ? 0 : quote.feeAmount;
      const money = withdrawalMoney(feeAmount, account);
      em.persist(
        Object.assign(new WithdrawalCharge(), {
          vendorId,
          amount: feeAmount,
          stallFee: quote.stallFee,
          feePercent: quote.feePercent,
          free: quote.free,
          lastFreeDay: quote.lastFreeDay,
          boothNumber: stall?.boothNumber ?? null,
          areaName: stall?.areaName ?? null,
          refundAmount: money.refundAmount,
          waivedReason: waived ? waiverReason : null,
          createdAt: now,
        }),
      );
      await em.flush();
      if (money.refundAmount > 0) {
        await this.ledger.book(scope, vendorId, now, () => [
          {
            kind: 'refund_due',
            amount: -money.refundAmount,
            note: WITHDRAWAL_MESSAGES.refundNote,
            actor,
          },
        ]);
      }
      return { ...quote, feeAmount, ...money, waived };
    }, actor);
  }
}
