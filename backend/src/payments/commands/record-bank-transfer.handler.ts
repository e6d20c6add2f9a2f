import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
  ) {}

  execute(command: RecordBankTransferCommand): Promise<BankTransferBooked> {
    const { vendorId, amount, valueDate, reference, note, actor } = command;
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
