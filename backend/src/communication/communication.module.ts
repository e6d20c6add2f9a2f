import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../shared/config/app-config.js';
import { DeleteVendorMessagesHandler } from './commands/delete-vendor-messages.handler.js';
import { MarkVendorMessagesReadHandler } from './commands/mark-vendor-messages-read.handler.js';
import { SendVendorMessageHandler } from './commands/send-vendor-message.handler.js';
import { MailHold, MailMessage } from './domain/mail-message.entity.js';
import { VendorMessage } from './domain/vendor-message.entity.js';
import { ChangeOutboxMessageHandler, SetMailHoldsHandler } from './commands/outbox.handlers.js';
import { AdminOutboxController } from './http/admin-outbox.controller.js';
import { VendorContactController } from './http/vendor-contact.controller.js';
import { MailTransport, mailTransportOptions } from './infra/mail-transport.js';
import { MailDeliveryWorker } from './jobs/mail-delivery.worker.js';
import { MailOutbox } from './outbox/mail-outbox.js';
import { CountUnreadMessagesHandler } from './queries/count-unread-messages.handler.js';
import { ListVendorMessagesHandler } from './queries/list-vendor-messages.handler.js';
import {
  GetMailHoldsHandler,
  GetOutboxMessageHandler,
  ListOutboxHandler,
} from './queries/outbox.handlers.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([VendorMessage, MailMessage, MailHold]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        transport: mailTransportOptions(config),
      }),
    }),
  ],
  controllers: [VendorContactController, AdminOutboxController],
  providers: [
    MailOutbox,
    MailTransport,
    MailDeliveryWorker,
    ChangeOutboxMessageHandler,
    SetMailHoldsHandler,
    ListOutboxHandler,
    GetOutboxMessageHandler,
    GetMailHoldsHandler,
    SendVendorMessageHandler,
    MarkVendorMessagesReadHandler,
    DeleteVendorMessagesHandler,
    CountUnreadMessagesHandler,
    ListVendorMessagesHandler,
  ],
})
export class CommunicationModule {}
