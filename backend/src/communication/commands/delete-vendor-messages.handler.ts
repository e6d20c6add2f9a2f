import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { MailMessage } from '../domain/mail-message.entity.js';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { DeleteVendorMessagesCommand } from './delete-vendor-messages.command.js';

@CommandHandler(DeleteVendorMessagesCommand)
export class DeleteVendorMessagesHandler implements ICommandHandler<DeleteVendorMessagesCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: DeleteVendorMessagesCommand): Promise<number> {
    return this.transaction.run(async ({ em }) => {
      const messages = await em.nativeDelete(VendorMessage, { vendorId });
      const mails = await em.nativeDelete(MailMessage, { vendorId });
      return messages + mails;
    });
  }
}
