import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_MESSAGES } from '@standl/contracts';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BankTransferBooking } from './book-bank-transfer.js';
import {
  type BankTransferBooked,
  RecordBankTransferCommand,
} from './record-bank-transfer.command.js';

@CommandHandler(RecordBankTransferCommand)
export class RecordBankTransferHandler implements ICommandHandler<RecordBankTransferCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly booking: BankTransferBooking,
    private readonly clock: Clock,
  ) {}

  execute(command: RecordBankTransferCommand): Promise<BankTransferBooked> {
    const { vendorId, amount, valueDate, reference, note, actor } = command;
    // Typed by hand: a day still to come is a typo (a statement's value date is the bank's).
    if (valueDate > viennaDate(this.clock.now())) {
      throw new DomainError(PAYMENT_MESSAGES.valueDateInFuture);
    }
    return this.transaction.run(
      (scope) =>
        this.booking.book(scope, {
          vendorId,
          amount,
          valueDate,
          reference,
          note,
          actor,
          checkPlausible: true,
        }),
      actor,
    );
  }
}
