import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Vendor } from '../domain/vendor.entity.js';
import { RecordDepositPaidCommand } from './record-deposit-paid.command.js';

@CommandHandler(RecordDepositPaidCommand)
export class RecordDepositPaidHandler implements ICommandHandler<RecordDepositPaidCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, amount, approved }: RecordDepositPaidCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      // Locked before the payments ledger books the money: the order of the organiser's edit.
      const vendor = await em.findOneOrFail(
        Vendor,
        { id: vendorId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      record(vendor.recordDepositPaid(amount, approved, this.clock.now()));
    });
  }
}
