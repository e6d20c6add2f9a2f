import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReleaseVendorHoldCommand } from '../../booths/index.js';
import { GetPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorChoseCashDepositEvent } from '../domain/vendor-chose-cash-deposit.event.js';
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
      if (depositPaid) throw new ConflictError(VENDOR_MESSAGES.depositAlreadyPaid);
      await this.commandBus.execute(new ReleaseVendorHoldCommand(vendorId));
      vendor.boothAssignmentPreference = 'admin';
      vendor.updatedAt = this.clock.now();
      record(new VendorChoseCashDepositEvent(vendorId, { wishedBoothId: vendor.selectedBoothId }));
    }, 'vendor');
  }
}
