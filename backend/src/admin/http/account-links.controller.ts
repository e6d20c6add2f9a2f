import { Body, Controller, HttpCode, HttpException, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HttpRequest } from '../../shared/http/http-server.js';
import { TEAM_MESSAGES } from '@standl/contracts';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { MessageDto } from '../../shared/http/message.dto.js';
import { AttemptLimiter, type AttemptRule } from '../../shared/rate-limit/attempt-limiter.js';
import { rateLimitClient } from '../../shared/rate-limit/client-address.js';
import { RateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.guard.js';
import {
  AcceptInvitationCommand,
  ConfirmPasswordResetCommand,
  RequestPasswordResetCommand,
} from '../commands/account-link.commands.js';
import { CheckInvitationQuery } from '../queries/team.queries.js';
import {
  InvitationAcceptedDto,
  InvitationInfoDto,
  LinkPasswordDto,
  LinkTokenDto,
  PasswordResetRequestDto,
} from './team.dto.js';

/** Five reset requests per client address in 15 minutes (docs/decisions.md 212). */
export const PASSWORD_RESET_REQUESTS: AttemptRule = {
  name: 'admin-password-reset',
  maxFailures: 5,
  windowMs: 15 * 60_000,
};

/** The links' routes: a token is unguessable, the budget only keeps scripts away. */
export const ACCOUNT_LINK_LIMIT: RateLimitRule = {
  name: 'admin-account-links',
  limit: 30,
  windowMs: 15 * 60_000,
};

const LINK_ERRORS = [
  { status: 400, description: TEAM_MESSAGES.linkInvalid },
  { status: 409, description: TEAM_MESSAGES.linkUsed },
  { status: 410, description: TEAM_MESSAGES.linkExpired },
] as const;

/**
 * The one-time links of the team's mails and the "forgot password" form: no token, no account
 * (docs/decisions.md 211, 212).
 */
@ApiTags('Team')
@Controller('admin')
export class AccountLinksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly attempts: AttemptLimiter,
  ) {}

  @Post('invitation/check')
  @HttpCode(HttpStatus.OK)
  @RateLimit(ACCOUNT_LINK_LIMIT)
  @ApiOperation({ summary: 'Einladungslink prüfen: für wen, mit welcher Rolle, bis wann' })
  @ApiOkResponse({ type: InvitationInfoDto })
  @ApiErrors(...LINK_ERRORS)
  checkTeamInvitation(@Body() body: LinkTokenDto): Promise<InvitationInfoDto> {
    return this.queryBus.execute(new CheckInvitationQuery(body.token));
  }

  @Post('invitation/accept')
  @HttpCode(HttpStatus.OK)
  @RateLimit(ACCOUNT_LINK_LIMIT)
  @ApiOperation({ summary: 'Einladung annehmen: das eigene Passwort setzen' })
  @ApiOkResponse({ type: InvitationAcceptedDto })
  @ApiErrors(...LINK_ERRORS)
  async acceptTeamInvitation(@Body() body: LinkPasswordDto): Promise<InvitationAcceptedDto> {
    const { username } = await this.commandBus.execute(
      new AcceptInvitationCommand(body.token, body.password),
    );
    return { message: TEAM_MESSAGES.invitationAccepted, username };
  }

  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Passwort vergessen: ein Link (1 Stunde gültig) geht an das aktive Konto mit dieser E-Mail; die Antwort ist immer dieselbe',
  })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiErrors({ status: 429, description: TEAM_MESSAGES.tooManyResetRequests })
  async requestPasswordReset(
    @Body() body: PasswordResetRequestDto,
    @Req() request: HttpRequest,
  ): Promise<MessageDto> {
    // Every request counts, known address or not: the limit itself must not tell them apart.
    const attempt = await this.attempts.begin(PASSWORD_RESET_REQUESTS, rateLimitClient(request.ip));
    if ('lockedUntil' in attempt) {
      throw new HttpException(TEAM_MESSAGES.tooManyResetRequests, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.commandBus.execute(new RequestPasswordResetCommand(body.email));
    return { message: TEAM_MESSAGES.resetRequested };
  }

  @Post('password-reset/confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimit(ACCOUNT_LINK_LIMIT)
  @ApiOperation({ summary: 'Neues Passwort über den Link setzen; alle Sitzungen enden' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors(...LINK_ERRORS)
  async confirmPasswordReset(@Body() body: LinkPasswordDto): Promise<MessageDto> {
    await this.commandBus.execute(new ConfirmPasswordResetCommand(body.token, body.password));
    return { message: TEAM_MESSAGES.passwordResetDone };
  }
}
