import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { remindersSentMessage } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { SendPaymentRemindersCommand } from '../commands/send-payment-reminders.command.js';

export class PaymentRemindersResultDto {
  @ApiProperty({ description: 'Neu eingereihte Erinnerungen (heute schon erinnerte zählen nicht)' })
  sentCount!: number;

  @ApiProperty({
    description: 'Aufgebaute Händler ohne offenen Betrag: keine Erinnerung über 0,00 €',
  })
  skippedPaidCount!: number;

  @ApiProperty({ example: '3 Zahlungserinnerungen versendet.' }) message!: string;
}

/** 'Zahlungserinnerungen senden' in the console's payments tab: the mails are this context's. */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class PaymentRemindersController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('send-payment-reminders')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Zahlungserinnerung an alle aufgebauten Händler mit offenem Betrag (je Händler höchstens einmal am Tag); aufgebaute Händler ohne offenen Betrag werden übersprungen und gezählt',
  })
  @ApiOkResponse({ type: PaymentRemindersResultDto })
  @AlsoFor('cashier')
  async sendPaymentReminders(
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<PaymentRemindersResultDto> {
    const { sentCount, skippedPaidCount } = await this.commandBus.execute(
      new SendPaymentRemindersCommand(admin.displayName),
    );
    return {
      sentCount,
      skippedPaidCount,
      message: remindersSentMessage(sentCount, skippedPaidCount),
    };
  }
}
