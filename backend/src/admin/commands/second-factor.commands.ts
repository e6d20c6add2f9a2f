import { Command } from '@nestjs/cqrs';

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** PNG data URL of the otpauth URL. */
  qrCode: string;
}

/** Starts the set-up of the caller's TOTP: a new secret, not in use until confirmed. */
export class StartSecondFactorCommand extends Command<SecondFactorSetup> {
  constructor(readonly accountId: number) {
    super();
  }
}

/** Turns TOTP on with a first code; answers the ten recovery codes (shown once). */
export class ConfirmSecondFactorCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly accountId: number,
    readonly code: string,
  ) {
    super();
  }
}

/** Turns the caller's TOTP off after checking the password. */
export class DisableSecondFactorCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly password: string,
  ) {
    super();
  }
}
