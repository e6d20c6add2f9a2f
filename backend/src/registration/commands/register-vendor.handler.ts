import { HttpStatus } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { BOOTH_HOLD_MINUTES, formatViennaDate, VENDOR_MESSAGES } from '@standl/contracts';
import { IsEmailBlockedQuery } from '../../archive/queries/is-email-blocked.query.js';
import { HoldBoothCommand } from '../../booths/commands/hold-booth.command.js';
import { GetMarketSettingsQuery } from '../../market/queries/get-market-settings.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { generateAccessCode } from '../domain/access-code-generator.js';
import { VendorRegisteredEvent } from '../domain/vendor-registered.event.js';
import { Vendor } from '../domain/vendor.entity.js';
import { RegisterVendorCommand } from './register-vendor.command.js';

@CommandHandler(RegisterVendorCommand)
export class RegisterVendorHandler implements ICommandHandler<RegisterVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ registration }: RegisterVendorCommand) {
    const now = this.clock.now();
    await this.assertRegistrationOpen(now);
    if (await this.queryBus.execute(new IsEmailBlockedQuery(registration.email))) {
      throw new DomainError(VENDOR_MESSAGES.emailBlocked, HttpStatus.FORBIDDEN);
    }
    const boothId = registration.selectedBoothId;
    if (boothId !== null && registration.boothAssignmentPreference !== 'self') {
      throw new DomainError(VENDOR_MESSAGES.boothOnlyWithSelfSelection);
    }

    return this.transaction.run(async ({ em, record }) => {
      const vendor = em.create(Vendor, {
        ...registration,
        accessCode: generateAccessCode(),
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      const hold =
        boothId === null
          ? null
          : await this.commandBus.execute(
              new HoldBoothCommand(
                boothId,
                vendor.id,
                new Date(now.getTime() + BOOTH_HOLD_MINUTES * 60_000),
              ),
            );
      record(
        new VendorRegisteredEvent(vendor.id, {
          boothAssignmentPreference: vendor.boothAssignmentPreference,
          selectedBoothId: boothId,
          boothNumber: hold?.boothNumber ?? null,
        }),
      );
      return { vendor, hold };
    }, 'vendor');
  }

  private async assertRegistrationOpen(now: Date): Promise<void> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    switch (settings.registrationState(now)) {
      case 'disabled':
        throw new DomainError(VENDOR_MESSAGES.registrationDisabled, HttpStatus.FORBIDDEN);
      case 'not_started':
        throw new DomainError(
          VENDOR_MESSAGES.registrationNotStarted(formatViennaDate(settings.registrationStartDate!)),
          HttpStatus.FORBIDDEN,
        );
      case 'ended':
        throw new DomainError(
          VENDOR_MESSAGES.registrationEnded(formatViennaDate(settings.registrationEndDate!)),
          HttpStatus.FORBIDDEN,
        );
      case 'open':
        return;
    }
  }
}
