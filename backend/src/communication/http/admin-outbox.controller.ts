import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAIL_MESSAGES } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import { ChangeOutboxMessageCommand, SetMailHoldsCommand } from '../commands/outbox.commands.js';
import {
  GetMailHoldsQuery,
  GetOutboxMessageQuery,
  ListOutboxQuery,
} from '../queries/outbox.queries.js';
import {
  ListOutboxQueryDto,
  MailHoldsDto,
  OutboxMessageDto,
  OutboxPageDto,
  UpdateMailHoldsDto,
} from './outbox.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';

const MailIdPipe = new NumericIdPipe(MAIL_MESSAGES.messageNotFound);

/** The organiser's view of every message: state, cause, content as sent; retry and review. */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminOutboxController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Get('outbox')
  @ApiOperation({ summary: 'Postausgang: alle Nachrichten, neueste zuerst' })
  @ApiOkResponse({ type: OutboxPageDto })
  @AlsoFor('reader')
  async listOutbox(@Query() query: ListOutboxQueryDto): Promise<OutboxPageDto> {
    const page = await this.queryBus.execute(
      new ListOutboxQuery({
        state: query.state,
        category: query.category,
        vendorId: query.vendorId,
        search: query.search?.trim() || undefined,
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      }),
    );
    return OutboxPageDto.from(page, Boolean(this.config.smtpUrl));
  }

  @Get('outbox/:id')
  @ApiOperation({ summary: 'Eine Nachricht, wie sie versendet wurde' })
  @ApiOkResponse({ type: OutboxMessageDto })
  @AlsoFor('reader')
  async outboxMessage(@Param('id', MailIdPipe) id: number): Promise<OutboxMessageDto> {
    const detail = await this.queryBus.execute(new GetOutboxMessageQuery(id));
    if (!detail) throw new NotFoundException(MAIL_MESSAGES.messageNotFound);
    return OutboxMessageDto.fromDetail(detail);
  }

  @Post('outbox/:id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Fehlgeschlagene Nachricht erneut senden' })
  @ApiOkResponse({ type: OutboxMessageDto })
  @ApiErrors(409)
  retryOutboxMessage(
    @Param('id', MailIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<OutboxMessageDto> {
    return this.change(id, 'retry', admin);
  }

  @Post('outbox/:id/release')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Zurückgehaltene Nachricht senden' })
  @ApiOkResponse({ type: OutboxMessageDto })
  @ApiErrors(409)
  releaseOutboxMessage(
    @Param('id', MailIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<OutboxMessageDto> {
    return this.change(id, 'release', admin);
  }

  @Post('outbox/:id/discard')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Zurückgehaltene Nachricht verwerfen' })
  @ApiOkResponse({ type: OutboxMessageDto })
  @ApiErrors(409)
  discardOutboxMessage(
    @Param('id', MailIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<OutboxMessageDto> {
    return this.change(id, 'discard', admin);
  }

  @Get('mail-settings')
  @ApiOperation({ summary: 'Automatische E-Mails je Kategorie zur Prüfung zurückhalten' })
  @ApiOkResponse({ type: MailHoldsDto })
  @AlsoFor('reader')
  mailSettings(): Promise<MailHoldsDto> {
    return this.queryBus.execute(new GetMailHoldsQuery());
  }

  @Put('mail-settings')
  @ApiOperation({ summary: 'Zurückhalten je Kategorie ein- oder ausschalten' })
  @ApiOkResponse({ type: MailHoldsDto })
  async updateMailSettings(
    @Body() body: UpdateMailHoldsDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MailHoldsDto> {
    await this.commandBus.execute(new SetMailHoldsCommand(body, admin.displayName));
    return this.queryBus.execute(new GetMailHoldsQuery());
  }

  private async change(
    id: number,
    action: 'retry' | 'release' | 'discard',
    admin: AdminPrincipal,
  ): Promise<OutboxMessageDto> {
    await this.commandBus.execute(new ChangeOutboxMessageCommand(id, action, admin.displayName));
    return this.outboxMessage(id);
  }
}
