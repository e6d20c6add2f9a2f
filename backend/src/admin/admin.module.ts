import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../shared/config/app-config.js';
import { AdminJwtStrategy } from './auth/admin-jwt.strategy.js';
import { ChangeAdministratorPasswordHandler } from './commands/change-administrator-password.handler.js';
import { EnsureAdministratorHandler } from './commands/ensure-administrator.handler.js';
import { LogInAdministratorHandler } from './commands/log-in-administrator.handler.js';
import { LogOutAdministratorHandler } from './commands/log-out-administrator.handler.js';
import { AdminSession } from './domain/admin-session.entity.js';
import { AdminAccountToken } from './domain/admin-account-token.entity.js';
import { Administrator } from './domain/administrator.entity.js';
import { TeamPolicy } from './domain/team-policy.entity.js';
import { AdminAuthController } from './http/admin-auth.controller.js';
import { AccountLinksController } from './http/account-links.controller.js';
import { OwnSecondFactorController } from './http/own-second-factor.controller.js';
import { TeamController } from './http/team.controller.js';
import {
  AcceptInvitationHandler,
  ConfirmPasswordResetHandler,
  RequestPasswordResetHandler,
} from './commands/account-link.handlers.js';
import {
  ConfirmSecondFactorHandler,
  DisableSecondFactorHandler,
  StartSecondFactorHandler,
} from './commands/second-factor.handlers.js';
import {
  CreateAccountHandler,
  DeleteAccountHandler,
  InviteAccountHandler,
  ResendInvitationHandler,
  ResetSecondFactorHandler,
  SetTeamPolicyHandler,
  UpdateAccountHandler,
} from './commands/team.handlers.js';
import {
  CheckInvitationHandler,
  GetOwnAccountHandler,
  ListTeamHandler,
} from './queries/team.handlers.js';
import { ResolveScanAuthorHandler } from './queries/resolve-scan-author.handler.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([Administrator, AdminSession, AdminAccountToken, TeamPolicy]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [
    AdminAuthController,
    OwnSecondFactorController,
    TeamController,
    AccountLinksController,
  ],
  providers: [
    AdminJwtStrategy,
    EnsureAdministratorHandler,
    LogInAdministratorHandler,
    LogOutAdministratorHandler,
    ChangeAdministratorPasswordHandler,
    InviteAccountHandler,
    CreateAccountHandler,
    ResendInvitationHandler,
    UpdateAccountHandler,
    DeleteAccountHandler,
    ResetSecondFactorHandler,
    SetTeamPolicyHandler,
    AcceptInvitationHandler,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    StartSecondFactorHandler,
    ConfirmSecondFactorHandler,
    DisableSecondFactorHandler,
    ListTeamHandler,
    GetOwnAccountHandler,
    CheckInvitationHandler,
    ResolveScanAuthorHandler,
  ],
})
export class AdminModule {}
