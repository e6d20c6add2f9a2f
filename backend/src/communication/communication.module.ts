import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../shared/config/app-config.js';
import { DeleteVendorMessagesHandler } from './commands/delete-vendor-messages.handler.js';
import { MarkVendorMessagesReadHandler } from './commands/mark-vendor-messages-read.handler.js';
import { SendVendorMessageHandler } from './commands/send-vendor-message.handler.js';
import {
  AddStandardEnglishTextsHandler,
  CreateDefaultEmailTemplatesHandler,
  DeleteEmailTemplateHandler,
  SaveEmailTemplateHandler,
} from './commands/email-template.handlers.js';
import { EmailTemplate } from './domain/email-template.entity.js';
import { Invitation } from './domain/invitation.entity.js';
import {
  InvitationsController,
  PublicInvitationsController,
} from './http/invitations.controller.js';
import {
  AddInvitationsHandler,
  DeleteInvitationHandler,
  InviteRecipientsHandler,
  PrepareNextYearInvitationsHandler,
  SendInvitationsHandler,
} from './invitations/invitation.handlers.js';
import { CountInvitationsHandler } from './queries/count-invitations.handler.js';
import { InvitationRegisteredReactor } from './reactions/invitation-registered.reactor.js';
import { InvoiceMailsReactor } from './reactions/invoice-mails.reactor.js';
import { LiftMailsReactor } from './reactions/lift-mails.reactor.js';
import { MailHold, MailMessage } from './domain/mail-message.entity.js';
import { SendAccessCodeReminderHandler } from './commands/send-access-code-reminder.handler.js';
import { SendPaymentRemindersHandler } from './commands/send-payment-reminders.handler.js';
import { AccessCodeReminderController } from './http/access-code-reminder.controller.js';
import { EmailTemplatesController } from './http/email-templates.controller.js';
import { PaymentRemindersController } from './http/payment-reminders.controller.js';
import { MailingsController } from './http/mailings.controller.js';
import { SendMailingHandler } from './mailings/send-mailing.handler.js';
import { RegistrationMailsReactor } from './reactions/registration-mails.reactor.js';
import { WithdrawalMailsReactor } from './reactions/withdrawal-mails.reactor.js';
import { VendorMails } from './reactions/vendor-mails.js';
import { VendorMessageNoticeReactor } from './reactions/vendor-message-notice.reactor.js';
import { WaitlistMailsReactor } from './reactions/waitlist-mails.reactor.js';
import { VendorStatusMailsReactor } from './reactions/vendor-status-mails.reactor.js';
import { TeamMailsReactor } from './reactions/team-mails.reactor.js';
import { VendorEmailChangeMailsReactor } from './reactions/vendor-email-change-mails.reactor.js';
import { MailTemplates } from './templates/mail-templates.js';
import { VendorMessage } from './domain/vendor-message.entity.js';
import { ChangeOutboxMessageHandler, SetMailHoldsHandler } from './commands/outbox.handlers.js';
import { AdminOutboxController } from './http/admin-outbox.controller.js';
import { AdminVendorMessagesController } from './http/admin-vendor-messages.controller.js';
import { VendorDeletedReactor } from './reactions/vendor-deleted.reactor.js';
import { VendorContactController } from './http/vendor-contact.controller.js';
import { MailTransport, mailTransportOptions } from './infra/mail-transport.js';
import { MailDeliveryWorker } from './jobs/mail-delivery.worker.js';
import { MailOutbox } from './outbox/mail-outbox.js';
import { CountUnreadMessagesHandler } from './queries/count-unread-messages.handler.js';
import { ListSentMailsHandler } from './queries/list-sent-mails.handler.js';
import { ListVendorMessagesHandler } from './queries/list-vendor-messages.handler.js';
import {
  GetMailHoldsHandler,
  GetOutboxMessageHandler,
  ListOutboxHandler,
} from './queries/outbox.handlers.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([VendorMessage, MailMessage, MailHold, EmailTemplate, Invitation]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        transport: mailTransportOptions(config),
      }),
    }),
  ],
  controllers: [
    VendorContactController,
    AdminOutboxController,
    AdminVendorMessagesController,
    EmailTemplatesController,
    MailingsController,
    AccessCodeReminderController,
    InvitationsController,
    PublicInvitationsController,
    PaymentRemindersController,
  ],
  providers: [
    MailOutbox,
    MailTransport,
    MailDeliveryWorker,
    MailTemplates,
    VendorMails,
    RegistrationMailsReactor,
    WithdrawalMailsReactor,
    VendorStatusMailsReactor,
    WaitlistMailsReactor,
    InvoiceMailsReactor,
    LiftMailsReactor,
    VendorMessageNoticeReactor,
    TeamMailsReactor,
    VendorEmailChangeMailsReactor,
    SaveEmailTemplateHandler,
    DeleteEmailTemplateHandler,
    CreateDefaultEmailTemplatesHandler,
    AddStandardEnglishTextsHandler,
    SendMailingHandler,
    SendAccessCodeReminderHandler,
    SendPaymentRemindersHandler,
    AddInvitationsHandler,
    DeleteInvitationHandler,
    SendInvitationsHandler,
    InviteRecipientsHandler,
    PrepareNextYearInvitationsHandler,
    CountInvitationsHandler,
    InvitationRegisteredReactor,
    VendorDeletedReactor,
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
    ListSentMailsHandler,
  ],
})
export class CommunicationModule {}
