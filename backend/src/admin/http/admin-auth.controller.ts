import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { HttpRequest } from '../../shared/http/http-server.js';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { SessionRoute } from '../../shared/http/idempotency.interceptor.js';
import {
  AdminOnly,
  type AdminPrincipal,
  AlsoFor,
  OpenWhileRestricted,
} from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { AttemptLimiter, type AttemptRule } from '../../shared/rate-limit/attempt-limiter.js';
import { rateLimitClient } from '../../shared/rate-limit/client-address.js';
import { ChangeAdministratorPasswordCommand } from '../commands/change-administrator-password.command.js';
import { LogInAdministratorCommand } from '../commands/log-in-administrator.command.js';
import { LogOutAdministratorCommand } from '../commands/log-out-administrator.command.js';
import { GetOwnAccountQuery } from '../queries/team.queries.js';
import {
  AdminLoginDto,
  AdminLoginResultDto,
  AdminMeDto,
  AdminSecondFactorRequiredDto,
  ChangePasswordDto,
} from './admin-auth.dto.js';

/** Five wrong passwords per client address in 15 minutes, then 429. */
export const ADMIN_LOGIN_ATTEMPTS: AttemptRule = {
  name: 'admin-login',
  maxFailures: 5,
  windowMs: 15 * 60_000,
};

@ApiTags('Admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly attempts: AttemptLimiter,
  ) {}

  @Post('login')
  @SessionRoute()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Anmeldung mit Benutzername (oder E-Mail) und Passwort, bei Zwei-Faktor-Anmeldung mit Code; liefert das Token (12 Stunden) oder verlangt den Code',
  })
  @ApiExtraModels(AdminLoginResultDto, AdminSecondFactorRequiredDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AdminLoginResultDto) },
        { $ref: getSchemaPath(AdminSecondFactorRequiredDto) },
      ],
    },
  })
  @ApiErrors(
    {
      status: 401,
      description: `${ADMIN_MESSAGES.invalidCredentials} / ${TEAM_MESSAGES.secondFactorWrong}`,
    },
    { status: 429, description: ADMIN_MESSAGES.tooManyLoginAttempts },
  )
  async adminLogin(
    @Body() body: AdminLoginDto,
    @Req() request: HttpRequest,
  ): Promise<AdminLoginResultDto | AdminSecondFactorRequiredDto> {
    const client = rateLimitClient(request.ip);
    const attempt = await this.attempts.begin(ADMIN_LOGIN_ATTEMPTS, client);
    if ('lockedUntil' in attempt) {
      throw new HttpException(ADMIN_MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    const result = await this.commandBus
      .execute(new LogInAdministratorCommand(body.username, body.password, body.code))
      .catch(async (error: unknown) => {
        await attempt.abandoned().catch(() => undefined);
        throw error;
      });
    switch (result.outcome) {
      case 'locked':
        // The account's lock decided; nothing was checked against this address.
        await attempt.abandoned();
        throw new HttpException(ADMIN_MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
      case 'invalid':
        throw new UnauthorizedException(ADMIN_MESSAGES.invalidCredentials);
      case 'second-factor-wrong':
        throw new UnauthorizedException(TEAM_MESSAGES.secondFactorWrong);
      case 'second-factor-required':
        await attempt.succeeded();
        return { secondFactorRequired: true };
      case 'signed-in': {
        await attempt.succeeded();
        const { login } = result;
        return {
          token: login.token,
          username: login.username,
          name: login.name,
          role: login.role,
          expiresAt: login.expiresAt.toISOString(),
        };
      }
    }
  }

  @Get('me')
  @AdminOnly()
  @AlsoFor('cashier', 'setup', 'reader')
  @OpenWhileRestricted()
  @ApiOperation({
    summary: 'Das angemeldete Konto: Name, Rolle und was vor der Arbeit noch zu tun ist',
  })
  @ApiOkResponse({ type: AdminMeDto })
  async adminMe(@CurrentAdmin() admin: AdminPrincipal): Promise<AdminMeDto> {
    const own = await this.queryBus.execute(new GetOwnAccountQuery(admin.administratorId));
    return AdminMeDto.from(admin, own);
  }

  @Post('logout')
  @SessionRoute()
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminOnly()
  @AlsoFor('cashier', 'setup', 'reader')
  @OpenWhileRestricted()
  @ApiOperation({ summary: 'Abmelden: das Token wird sofort ungültig' })
  @ApiNoContentResponse()
  async adminLogout(@CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    await this.commandBus.execute(new LogOutAdministratorCommand(admin.sessionId));
  }

  @Post('change-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminOnly()
  @AlsoFor('cashier', 'setup', 'reader')
  @OpenWhileRestricted()
  @ApiOperation({
    summary:
      'Passwort ändern (mindestens 12 Zeichen, kein bekanntes Passwort, nicht der eigene Name); alle anderen Sitzungen werden beendet',
  })
  @ApiNoContentResponse()
  async changeAdminPassword(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: ChangePasswordDto,
  ): Promise<void> {
    await this.commandBus.execute(
      new ChangeAdministratorPasswordCommand(
        admin.administratorId,
        admin.sessionId,
        body.currentPassword,
        body.newPassword,
      ),
    );
  }
}
