import { Body, Controller, Delete, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import {
  AdminOnly,
  type AdminPrincipal,
  AlsoFor,
  OpenWhileRestricted,
} from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import {
  ConfirmSecondFactorCommand,
  DisableSecondFactorCommand,
  StartSecondFactorCommand,
} from '../commands/second-factor.commands.js';
import {
  PasswordConfirmationDto,
  RecoveryCodesDto,
  SecondFactorCodeDto,
  SecondFactorSetupDto,
} from './team.dto.js';

/** Every account's own second factor; open while the policy still asks for it. */
@ApiTags('Admin')
@Controller('admin/me/second-factor')
@AdminOnly()
@AlsoFor('cashier', 'setup', 'reader')
@OpenWhileRestricted()
export class OwnSecondFactorController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Zwei-Faktor-Anmeldung einrichten: Geheimnis und QR-Code für die Authenticator-App',
  })
  @ApiOkResponse({ type: SecondFactorSetupDto })
  @ApiErrors({ status: 409, description: TEAM_MESSAGES.secondFactorAlreadyOn })
  startOwnSecondFactor(@CurrentAdmin() admin: AdminPrincipal): Promise<SecondFactorSetupDto> {
    return this.commandBus.execute(new StartSecondFactorCommand(admin.administratorId));
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mit dem ersten Code bestätigen; liefert die zehn Wiederherstellungscodes (einmalig)',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(
    { status: 400, description: TEAM_MESSAGES.secondFactorWrong },
    { status: 409, description: TEAM_MESSAGES.secondFactorNotStarted },
  )
  confirmOwnSecondFactor(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: SecondFactorCodeDto,
  ): Promise<RecoveryCodesDto> {
    return this.commandBus.execute(
      new ConfirmSecondFactorCommand(admin.administratorId, body.code),
    );
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung abschalten (mit dem Passwort bestätigt)' })
  @ApiNoContentResponse()
  @ApiErrors(
    { status: 400, description: ADMIN_MESSAGES.currentPasswordWrong },
    { status: 409, description: TEAM_MESSAGES.secondFactorRequiredByPolicy },
  )
  async disableOwnSecondFactor(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: PasswordConfirmationDto,
  ): Promise<void> {
    await this.commandBus.execute(
      new DisableSecondFactorCommand(admin.administratorId, body.password),
    );
  }
}
