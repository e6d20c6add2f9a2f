import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { DeleteVendorMessagesCommand } from './delete-vendor-messages.command.js';

@CommandHandler(DeleteVendorMessagesCommand)
export class DeleteVendorMessagesHandler implements ICommandHandler<DeleteVendorMessagesCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: DeleteVendorMessagesCommand): Promise<number> {
    return this.transaction.run(({ em }) => em.nativeDelete(VendorMessage, { vendorId }));
  }
}
