import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/sql';
import { INVITATION_MESSAGES } from '@standl/contracts';
import { MessageDto } from '../../shared/http/message.dto.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard.js';
import { Invitation } from '../domain/invitation.entity.js';
import {
  AddInvitationsCommand,
  DeleteInvitationCommand,
  InviteRecipientsCommand,
  PrepareNextYearInvitationsCommand,
  SendInvitationsCommand,
} from '../invitations/invitation.commands.js';
import {
  CreateInvitationDto,
  ImportInvitationsDto,
  ImportResultDto,
  InvitationDto,
  MarketYearQueryDto,
  PreparedInvitationsDto,
  PrepareNextYearDto,
  PublicInvitationDto,
  ResendInvitationDto,
  SendInvitationEmailDto,
  SendInvitationsDto,
} from './invitation.dto.js';
import { MailingResultDto } from './mailing.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';

const InvitationIdPipe = new NumericIdPipe(INVITATION_MESSAGES.notFound);

/** Invitations per market year (spec 001 sections 2, 4 and 7). */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class InvitationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Get('invitation-lists')
  @ApiOperation({ summary: 'Einladungen eines Marktjahres' })
  @ApiOkResponse({ type: [InvitationDto] })
  @AlsoFor('reader')
  async listInvitations(@Query() query: MarketYearQueryDto): Promise<InvitationDto[]> {
    const invitations = await this.em.find(
      Invitation,
      { marketYear: query.marketYear },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return invitations.map(InvitationDto.from);
  }

  @Post('invitation-lists')
  @ApiOperation({ summary: 'Einladung hinzufügen' })
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiErrors(409)
  async createInvitation(
    @Body() body: CreateInvitationDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<InvitationDto> {
    const { added } = await this.commandBus.execute(
      new AddInvitationsCommand(body.marketYear, [body], 'manual', true, admin.displayName),
    );
    return InvitationDto.from(added[0]!);
  }

  @Post('invitation-lists/import')
  @ApiOperation({ summary: 'Einladungen aus einer CSV-Datei übernehmen' })
  @ApiCreatedResponse({ type: ImportResultDto })
  async importInvitations(
    @Body() body: ImportInvitationsDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ImportResultDto> {
    const { added, skipped } = await this.commandBus.execute(
      new AddInvitationsCommand(body.marketYear, body.entries, 'csv', false, admin.displayName),
    );
    return {
      added: added.length,
      skipped,
      message: INVITATION_MESSAGES.imported(added.length, skipped),
    };
  }

  @Delete('invitation-lists/:id')
  @ApiOperation({ summary: 'Ausstehende oder versendete Einladung löschen' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors(409)
  async deleteInvitation(
    @Param('id', InvitationIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MessageDto> {
    await this.commandBus.execute(new DeleteInvitationCommand(id, admin.displayName));
    return { message: INVITATION_MESSAGES.deleted };
  }

  @Post('send-invitations')
  @ApiOperation({ summary: 'Alle ausstehenden Einladungen des Jahres senden' })
  @ApiCreatedResponse({ type: MailingResultDto })
  async sendInvitations(
    @Body() body: SendInvitationsDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MailingResultDto> {
    const result = await this.commandBus.execute(
      new SendInvitationsCommand(
        { kind: 'pending-of-year', marketYear: body.marketYear },
        body.subject,
        body.content,
        admin.displayName,
      ),
    );
    return { ...result, message: INVITATION_MESSAGES.sent(result.sentCount) };
  }

  @Post('resend-invitation')
  @ApiOperation({ summary: 'Eine versendete Einladung erneut senden' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiErrors(404, 409)
  async resendInvitation(
    @Body() body: ResendInvitationDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MessageDto> {
    const invitation = await this.em.findOne(Invitation, body.invitationId);
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.status !== 'invited') {
      throw new ConflictException(INVITATION_MESSAGES.onlyInvitedResend);
    }
    await this.commandBus.execute(
      new SendInvitationsCommand(
        { kind: 'ids', invitationIds: [invitation.id] },
        body.subject,
        body.content,
        admin.displayName,
      ),
    );
    return { message: INVITATION_MESSAGES.resent };
  }

  @Post('prepare-next-year-invitations')
  @ApiOperation({
    summary: 'Händler dieser Saison (teilgenommen, nicht gesperrt) für das nächste Jahr vormerken',
  })
  @ApiCreatedResponse({ type: PreparedInvitationsDto })
  async prepareNextYearInvitations(
    @Body() body: PrepareNextYearDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<PreparedInvitationsDto> {
    const { added, year } = await this.commandBus.execute(
      new PrepareNextYearInvitationsCommand(body.currentYear, admin.displayName),
    );
    return { added, message: INVITATION_MESSAGES.prepared(added, year) };
  }

  @Post('send-invitation-email')
  @ApiOperation({ summary: 'CSV-Empfänger einladen: auf die Liste setzen und sofort einladen' })
  @ApiCreatedResponse({ type: MailingResultDto })
  async sendInvitationEmail(
    @Body() body: SendInvitationEmailDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MailingResultDto> {
    const result = await this.commandBus.execute(
      new InviteRecipientsCommand(
        body.marketYear,
        body.emails,
        body.subject,
        body.content,
        admin.displayName,
      ),
    );
    return { ...result, message: INVITATION_MESSAGES.sent(result.sentCount) };
  }
}

/** The personal invitation link pre-fills the registration form. */
@ApiTags('Händler')
@Controller('invitations')
export class PublicInvitationsController {
  constructor(private readonly em: EntityManager) {}

  @Get(':token')
  @RateLimit({ name: 'invitation-token', limit: 30, windowMs: 15 * 60_000 })
  @ApiOperation({ summary: 'Name und E-Mail einer persönlichen Einladung (Anmeldeformular)' })
  @ApiOkResponse({ type: PublicInvitationDto })
  async getInvitation(@Param('token') token: string): Promise<PublicInvitationDto> {
    const invitation = /^[\w-]{32}$/.test(token)
      ? await this.em.findOne(Invitation, { token })
      : null;
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    return { name: invitation.name, email: invitation.email, marketYear: invitation.marketYear };
  }
}
