import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { correctionTo } from '../domain/vendor-account.js';
import { Ledger } from '../ledger/ledger.js';
import { CorrectPaidAmountCommand } from '../../registration/index.js';

@CommandHandler(CorrectPaidAmountCommand)
export class CorrectPaidAmountHandler implements ICommandHandler<CorrectPaidAmountCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, paidAmount, note, actor }: CorrectPaidAmountCommand) {
    return this.transaction.run(async (scope) => {
      let from = 0;
      const { account } = await this.ledger.book(scope, vendorId, this.clock.now(), (current) => {
        from = current.paidAmount;
        const difference = correctionTo(current, paidAmount);
        return difference === 0 ? [] : [{ kind: 'correction', amount: difference, note, actor }];
      });
      return { from, to: account.paidAmount };
    }, actor);
  }
}
