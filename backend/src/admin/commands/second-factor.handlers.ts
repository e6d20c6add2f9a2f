import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import QRCode from 'qrcode';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Administrator } from '../domain/administrator.entity.js';
import { verifyPassword } from '../domain/password.js';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from '../domain/second-factor.js';
import { SecondFactorDisabledEvent, SecondFactorEnabledEvent } from '../domain/team.events.js';
import { TeamPolicy } from '../domain/team-policy.entity.js';
import {
  ConfirmSecondFactorCommand,
  DisableSecondFactorCommand,
  type SecondFactorSetup,
  StartSecondFactorCommand,
} from './second-factor.commands.js';

@CommandHandler(StartSecondFactorCommand)
export class StartSecondFactorHandler implements ICommandHandler<StartSecondFactorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly config: AppConfig,
  ) {}

  async execute({ accountId }: StartSecondFactorCommand): Promise<SecondFactorSetup> {
    const { secret, label } = await this.transaction.run(async ({ em }) => {
      const account = await em.findOneOrFail(Administrator, { id: accountId });
      if (account.hasSecondFactor) throw new ConflictError(TEAM_MESSAGES.secondFactorAlreadyOn);
      const fresh = newTotpSecret();
      account.totpSecret = encryptTotpSecret(this.config.jwtSecret, fresh);
      await em.flush();
      return { secret: fresh, label: account.username };
    });
    const otpauthUrl = totpUri(secret, label);
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
  }
}

@CommandHandler(ConfirmSecondFactorCommand)
export class ConfirmSecondFactorHandler implements ICommandHandler<ConfirmSecondFactorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ accountId, code }: ConfirmSecondFactorCommand): Promise<{ recoveryCodes: string[] }> {
    return this.transaction.run(async ({ em, record }) => {
      const account = await em.findOneOrFail(
        Administrator,
        { id: accountId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (account.hasSecondFactor) throw new ConflictError(TEAM_MESSAGES.secondFactorAlreadyOn);
      if (!account.totpSecret) throw new ConflictError(TEAM_MESSAGES.secondFactorNotStarted);
      const secret = decryptTotpSecret(this.config.jwtSecret, account.totpSecret);
      const now = this.clock.now();
      const step = await matchingTotpStep(secret, code.trim(), now, null);
      if (step === null) throw new DomainError(TEAM_MESSAGES.secondFactorWrong);
      const recoveryCodes = newRecoveryCodes();
      account.totpEnabledAt = now;
      account.totpLastStep = step;
      account.recoveryCodeHashes = recoveryCodes.map(recoveryCodeHash);
      await em.flush();
      record(new SecondFactorEnabledEvent(String(account.id), { username: account.username }));
      return { recoveryCodes };
    });
  }
}

@CommandHandler(DisableSecondFactorCommand)
export class DisableSecondFactorHandler implements ICommandHandler<DisableSecondFactorCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ accountId, password }: DisableSecondFactorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const account = await em.findOneOrFail(Administrator, { id: accountId });
      const policy = await em.findOne(TeamPolicy, { id: 1 });
      if (policy?.requireSecondFactor) {
        throw new ConflictError(TEAM_MESSAGES.secondFactorRequiredByPolicy);
      }
      if (!account.hasSecondFactor) throw new ConflictError(TEAM_MESSAGES.secondFactorOff);
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw new DomainError(ADMIN_MESSAGES.currentPasswordWrong);
      }
      account.totpSecret = null;
      account.totpEnabledAt = null;
      account.totpLastStep = null;
      account.recoveryCodeHashes = [];
      await em.flush();
      record(
        new SecondFactorDisabledEvent(String(account.id), {
          username: account.username,
          by: 'self',
          revokedSessions: 0,
        }),
      );
    });
  }
}
