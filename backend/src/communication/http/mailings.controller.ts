import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { MAILING_MESSAGES } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import {
  type MailingKind,
  type MailingRecipient,
  SendMailingCommand,
} from '../mailings/send-mailing.command.js';
import {
  DirectMailResultDto,
  MailBatchProgressDto,
  MailingResultDto,
  SendCsvEmailDto,
  SendDirectEmailDto,
  SendMassEmailDto,
} from './mailing.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { MailMessage } from '../domain/mail-message.entity.js';

const BatchIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(MAILING_MESSAGES.batchNotFound),
});

/**
 * Mass, direct and CSV mail (spec 001 section 7). A send answers at once with its count; the
 * messages leave at MAIL_RATE and the console follows them through the batch's progress.
 */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class MailingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Post('send-mass-email')
  @ApiOperation({ summary: 'E-Mail an ausgewählte Händler' })
  @ApiCreatedResponse({ type: MailingResultDto })
  @ApiErrors(404)
  sendMassEmail(
    @Body() body: SendMassEmailDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MailingResultDto> {
    const recipients = body.vendorIds.map((vendorId) => ({ vendorId }));
    return this.send('mass-mail', recipients, body, admin);
  }

  @Post('send-direct-email')
  @ApiOperation({ summary: 'E-Mail an einen Händler oder eine eingegebene Adresse' })
  @ApiCreatedResponse({ type: DirectMailResultDto })
  @ApiErrors(404)
  async sendDirectEmail(
    @Body() body: SendDirectEmailDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<DirectMailResultDto> {
    const recipient: MailingRecipient = body.vendorId
      ? { vendorId: body.vendorId }
      : { email: body.email!, name: body.name || null };
    const { message, batchId } = await this.send('direct-mail', [recipient], body, admin);
    return { message, batchId };
  }

  @Post('send-csv-email')
  @ApiOperation({ summary: 'E-Mail an importierte CSV-Empfänger' })
  @ApiCreatedResponse({ type: MailingResultDto })
  @ApiErrors(404)
  sendCsvEmail(
    @Body() body: SendCsvEmailDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MailingResultDto> {
    const recipients = body.emails.map(({ email, name }) => ({ email, name: name || null }));
    return this.send('csv-mail', recipients, body, admin);
  }

  @Get('mail-batches/:batchId')
  @ApiOperation({ summary: 'Fortschritt eines Versands' })
  @ApiOkResponse({ type: MailBatchProgressDto })
  @AlsoFor('reader')
  async mailBatchProgress(
    @Param('batchId', BatchIdPipe) batchId: string,
  ): Promise<MailBatchProgressDto> {
    const rows = await this.em
      .createQueryBuilder(MailMessage, 'm')
      .select(['m.state', sql`count(*)`.as('count')])
      .where({ batchId })
      .groupBy('m.state')
      .execute<{ state: string; count: string | number }[]>('all');
    if (rows.length === 0) throw new NotFoundException(MAILING_MESSAGES.batchNotFound);
    const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
    return {
      batchId,
      total: rows.reduce((sum, row) => sum + Number(row.count), 0),
      queued: count('queued'),
      sent: count('sent'),
      filed: count('filed'),
      failed: count('failed'),
      held: count('held'),
    };
  }

  private async send(
    kind: MailingKind,
    recipients: MailingRecipient[],
    body: {
      subject: string;
      content: string;
      templateId?: number;
      requestId?: string;
      subjectEn?: string | null;
      contentEn?: string | null;
    },
    admin: AdminPrincipal,
  ): Promise<MailingResultDto> {
    // The DTO lets the English through only as a pair (docs/decisions.md 357).
    const english =
      body.subjectEn && body.contentEn
        ? { subject: body.subjectEn, content: body.contentEn }
        : null;
    const result = await this.commandBus.execute(
      new SendMailingCommand(
        kind,
        recipients,
        body.subject,
        body.content,
        body.templateId ?? null,
        body.requestId ?? null,
        admin.displayName,
        english,
      ),
    );
    return { ...result, message: MAILING_MESSAGES.sent(result.sentCount) };
  }
}
