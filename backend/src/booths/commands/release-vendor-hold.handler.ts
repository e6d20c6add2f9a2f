import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { releaseHoldsOf } from '../domain/release-holds.js';
import { ReleaseVendorHoldCommand } from './release-vendor-hold.command.js';

@CommandHandler(ReleaseVendorHoldCommand)
export class ReleaseVendorHoldHandler implements ICommandHandler<ReleaseVendorHoldCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: ReleaseVendorHoldCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const released = await releaseHoldsOf(em, record, vendorId, 'given-up');
      return { released: released > 0 };
    });
  }
}
