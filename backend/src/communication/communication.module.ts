import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DeleteVendorMessagesHandler } from './commands/delete-vendor-messages.handler.js';
import { MarkVendorMessagesReadHandler } from './commands/mark-vendor-messages-read.handler.js';
import { SendVendorMessageHandler } from './commands/send-vendor-message.handler.js';
import { VendorMessage } from './domain/vendor-message.entity.js';
import { VendorContactController } from './http/vendor-contact.controller.js';
import { CountUnreadMessagesHandler } from './queries/count-unread-messages.handler.js';
import { ListVendorMessagesHandler } from './queries/list-vendor-messages.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([VendorMessage])],
  controllers: [VendorContactController],
  providers: [
    SendVendorMessageHandler,
    MarkVendorMessagesReadHandler,
    DeleteVendorMessagesHandler,
    CountUnreadMessagesHandler,
    ListVendorMessagesHandler,
  ],
})
export class CommunicationModule {}
