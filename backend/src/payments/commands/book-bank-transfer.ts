import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import { assertPlausiblePayment, moneyIn } from '../domain/vendor-account.js';
import { Ledger } from '../ledger/ledger.js';
import type { BankTransferBooked } from './record-bank-transfer.command.js';
import { excessOf, payableVendor } from './record-cash-payment.handler.js';

export interface BankTransferInput {
  vendorId: string;
  /** Cents, > 0. */
  amount: number;
  /** Valuta, 'YYYY-MM-DD'. */
  valueDate: string;
  reference: string | null;
  note: string | null;
  actor: string;
  /**
   * Refuse an amount 100 times what is owed or more (typed by hand in the wrong unit). A
   * statement's amount is what the bank credited: never refused.
   */
  checkPlausible?: boolean;
}

/**
 * Books one transfer in the caller's transaction (docs/decisions.md 228): the hand booking runs
 * it in its own, the bank statement import inside the transaction that also marks the
 * statement line booked, so both change together or not at all. Throws 404 for an unknown
 * vendor, 409 for a blocked one (the money arrived, but the organiser decides what happens).
 */
@Injectable()
export class BankTransferBooking {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  async book(scope: TransactionScope, input: BankTransferInput): Promise<BankTransferBooked> {
    await payableVendor(this.queryBus, input.vendorId);
    const booked = await this.ledger.book(scope, input.vendorId, this.clock.now(), (account) => {
      if (input.checkPlausible) assertPlausiblePayment(account, input.amount);
      return moneyIn(account, {
        kind: 'transfer_payment',
        amount: input.amount,
        method: 'bank_transfer',
        reference: input.reference?.trim() || null,
        note: input.note,
        valueDate: input.valueDate,
        actor: input.actor,
      });
    });
    const entry = booked.entries.find((one) => one.kind === 'transfer_payment')!;
    return { account: booked.account, excess: excessOf(booked.entries), entryId: entry.id };
  }
}
