import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCESS_CODE_REMINDER_MESSAGES, VENDOR_MESSAGES } from '@standl/contracts';
import { MessageDto } from '../../shared/http/message.dto.js';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard.js';
import { pause } from '../../shared/database/outside-transaction.js';
import { SendAccessCodeReminderCommand } from '../commands/send-access-code-reminder.command.js';

export class AccessCodeReminderDto {
  @ApiProperty({ maxLength: 254, example: 'anna@example.at' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: VENDOR_MESSAGES.invalidEmail })
  @MaxLength(254, { message: VENDOR_MESSAGES.invalidEmail })
  @IsNotEmpty({ message: ACCESS_CODE_REMINDER_MESSAGES.emailRequired })
  @IsString({ message: ACCESS_CODE_REMINDER_MESSAGES.emailRequired })
  email!: string;
}

/** Known or not, every answer takes at least this long, so timing reveals no address. */
const ANSWER_AFTER_MS = 400;

@ApiTags('Händler')
@Controller('vendors')
export class AccessCodeReminderController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('access-code-reminder')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({ name: 'access-code-reminder', limit: 5, windowMs: 15 * 60_000 })
  @ApiOperation({
    summary:
      "'Zugangscode vergessen?': sendet den Zugangscode an die angemeldete Adresse; dieselbe Antwort für bekannte und unbekannte Adressen",
  })
  @ApiAcceptedResponse({ type: MessageDto })
  async requestAccessCodeReminder(@Body() body: AccessCodeReminderDto): Promise<MessageDto> {
    const started = Date.now();
    await this.commandBus.execute(new SendAccessCodeReminderCommand(body.email));
    await pause(
      Math.max(0, ANSWER_AFTER_MS - (Date.now() - started)),
      'Zugangscode-Erinnerung: gleich lange Antwort',
    );
    return { message: ACCESS_CODE_REMINDER_MESSAGES.sent };
  }
}
