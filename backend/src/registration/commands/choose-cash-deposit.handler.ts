import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReleaseVendorHoldCommand } from '../../booths/index.js';
import { GetPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Vendor } from '../domain/vendor.entity.js';
import { ChooseCashDepositCommand } from './choose-cash-deposit.command.js';

@CommandHandler(ChooseCashDepositCommand)
export class ChooseCashDepositHandler implements ICommandHandler<ChooseCashDepositCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId }: ChooseCashDepositCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await em.findOneOrFail(Vendor, { id: vendorId });
      const { depositPaid } = await this.queryBus.execute(new GetPaymentFactsQuery(vendorId));
      const event = vendor.chooseCashDeposit(depositPaid, this.clock.now());
      await this.commandBus.execute(new ReleaseVendorHoldCommand(vendorId));
      record(event);
    }, 'vendor');
  }
}
