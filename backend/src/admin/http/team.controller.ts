import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { TEAM_MESSAGES } from '@standl/contracts';
import { AdminOnly, type AdminPrincipal } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  CreateAccountCommand,
  DeleteAccountCommand,
  InviteAccountCommand,
  ResendInvitationCommand,
  ResetSecondFactorCommand,
  SetTeamPolicyCommand,
  UpdateAccountCommand,
} from '../commands/team.commands.js';
import { ListTeamQuery } from '../queries/team.queries.js';
import {
  CreateAccountDto,
  CreatedAccountDto,
  InviteAccountDto,
  TeamAccountDto,
  TeamDto,
  TeamPolicyDto,
  UpdateAccountDto,
} from './team.dto.js';

const AccountIdPipe = new NumericIdPipe(TEAM_MESSAGES.accountNotFound);

/** The organiser's team page (issue 29): only organisers reach it (docs/decisions.md 206). */
@ApiTags('Team')
@Controller('admin/team')
@AdminOnly()
export class TeamController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Das Team: alle Konten und die Anmelderegel' })
  @ApiOkResponse({ type: TeamDto })
  listTeam(): Promise<TeamDto> {
    return this.queryBus.execute(new ListTeamQuery());
  }

  @Post('invitations')
  @ApiOperation({
    summary: 'Ein Mitglied per E-Mail einladen (Link 72 Stunden gültig)',
  })
  @ApiCreatedResponse({ type: TeamAccountDto })
  @ApiErrors({ status: 409, description: TEAM_MESSAGES.emailTaken })
  inviteTeamMember(@Body() body: InviteAccountDto): Promise<TeamAccountDto> {
    return this.commandBus.execute(new InviteAccountCommand(body.name, body.email, body.role));
  }

  @Post()
  @ApiOperation({
    summary: 'Ein Konto mit Einmal-Passwort anlegen (bei der ersten Anmeldung zu ersetzen)',
  })
  @ApiCreatedResponse({ type: CreatedAccountDto })
  @ApiErrors({
    status: 409,
    description: `${TEAM_MESSAGES.emailTaken} / ${TEAM_MESSAGES.usernameTaken}`,
  })
  createTeamAccount(@Body() body: CreateAccountDto): Promise<CreatedAccountDto> {
    return this.commandBus.execute(
      new CreateAccountCommand(body.name, body.email, body.role, body.username),
    );
  }

  @Put('policy')
  @ApiOperation({ summary: 'Die Anmelderegel des Teams: Zwei-Faktor-Anmeldung verlangen' })
  @ApiOkResponse({ type: TeamPolicyDto })
  setTeamPolicy(@Body() body: TeamPolicyDto): Promise<TeamPolicyDto> {
    return this.commandBus.execute(new SetTeamPolicyCommand(body.requireSecondFactor));
  }

  @Post(':id/invitation')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Die Einladung erneut senden; der alte Link gilt nicht mehr' })
  @ApiOkResponse({ type: TeamAccountDto })
  @ApiErrors(
    { status: 404, description: TEAM_MESSAGES.accountNotFound },
    { status: 409, description: TEAM_MESSAGES.invitationAlreadyAccepted },
  )
  resendTeamInvitation(@Param('id', AccountIdPipe) id: number): Promise<TeamAccountDto> {
    return this.commandBus.execute(new ResendInvitationCommand(id));
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Name, Rolle oder Zustand eines Kontos ändern; Rollenwechsel und Deaktivieren beenden seine Sitzungen sofort',
  })
  @ApiOkResponse({ type: TeamAccountDto })
  @ApiErrors(
    { status: 404, description: TEAM_MESSAGES.accountNotFound },
    { status: 409, description: `${TEAM_MESSAGES.lastOrganiser} / ${TEAM_MESSAGES.notYourself}` },
  )
  updateTeamAccount(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', AccountIdPipe) id: number,
    @Body() body: UpdateAccountDto,
  ): Promise<TeamAccountDto> {
    return this.commandBus.execute(
      new UpdateAccountCommand(admin.administratorId, id, {
        name: body.name,
        role: body.role,
        active: body.active,
      }),
    );
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Ein Konto löschen (seine Einträge im Verlauf behalten den Namen)' })
  @ApiNoContentResponse()
  @ApiErrors(
    { status: 404, description: TEAM_MESSAGES.accountNotFound },
    { status: 409, description: `${TEAM_MESSAGES.lastOrganiser} / ${TEAM_MESSAGES.notYourself}` },
  )
  async deleteTeamAccount(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', AccountIdPipe) id: number,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteAccountCommand(admin.administratorId, id));
  }

  @Post(':id/second-factor/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Die Zwei-Faktor-Anmeldung eines Kontos abschalten (verlorenes Handy); Sitzungen enden',
  })
  @ApiOkResponse({ type: TeamAccountDto })
  @ApiErrors(
    { status: 404, description: TEAM_MESSAGES.accountNotFound },
    { status: 409, description: TEAM_MESSAGES.secondFactorOff },
  )
  resetTeamSecondFactor(@Param('id', AccountIdPipe) id: number): Promise<TeamAccountDto> {
    return this.commandBus.execute(new ResetSecondFactorCommand(id));
  }
}
