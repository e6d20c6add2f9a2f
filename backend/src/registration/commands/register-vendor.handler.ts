import { HttpStatus } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import {
  ADMIN_MESSAGES,
  BOOTH_HOLD_MINUTES,
  DEFAULT_VENDOR_LANGUAGE,
  formatViennaDate,
  VENDOR_MESSAGES,
  WAITLIST_MESSAGES,
} from '@standl/contracts';
import { IsEmailBlockedQuery } from '../ports/is-email-blocked.query.js';
import { JoinWaitlistCommand } from '../ports/join-waitlist.command.js';
import { HoldBoothCommand } from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { emailIs } from '../../shared/database/email-filter.js';
import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
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
    private readonly em: EntityManager,
  ) {}

  async execute({ registration, source, admin }: RegisterVendorCommand) {
    const now = this.clock.now();
    if (source === 'form') await this.assertRegistrationOpen();
    if (await this.isBlocked(registration.email)) {
      throw new DomainError(
        source === 'form' ? VENDOR_MESSAGES.emailBlocked : ADMIN_MESSAGES.emailBlocked,
        HttpStatus.FORBIDDEN,
      );
    }
    const {
      waitlistAreaId = null,
      directoryConsent = false,
      language = DEFAULT_VENDOR_LANGUAGE,
      ...fields
    } = registration;
    const boothId = fields.selectedBoothId;
    if (boothId !== null && fields.boothAssignmentPreference !== 'self') {
      throw new DomainError(VENDOR_MESSAGES.boothOnlyWithSelfSelection);
    }
    if (boothId !== null && waitlistAreaId !== null) {
      throw new DomainError(WAITLIST_MESSAGES.notWithSelectedBooth);
    }
    // On a waiting list the stall comes from an offer or the organiser.
    if (waitlistAreaId !== null) fields.boothAssignmentPreference = 'admin';

    return this.transaction.run(async ({ em, record }) => {
      // One registration per e-mail and season: the lock makes two submits at once wait.
      await lockForTransaction(em, `vendor-email:${registration.email.trim().toLowerCase()}`);
      const existing = await em.count(Vendor, emailIs<Vendor>(registration.email));
      if (existing > 0) {
        throw new ConflictError(
          source === 'form'
            ? VENDOR_MESSAGES.alreadyRegistered
            : ADMIN_MESSAGES.emailAlreadyRegistered,
        );
      }
      const vendor = em.create(Vendor, {
        ...fields,
        directoryConsent,
        language,
        accessCode: generateAccessCode(),
        source,
        termsAcceptedAt: source === 'form' ? now : null,
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
      const waitlist =
        waitlistAreaId === null
          ? null
          : await this.commandBus.execute(
              new JoinWaitlistCommand(vendor.id, waitlistAreaId, source === 'admin' ? admin : null),
            );
      record(
        new VendorRegisteredEvent(vendor.id, {
          boothAssignmentPreference: vendor.boothAssignmentPreference,
          selectedBoothId: boothId,
          boothNumber: hold?.boothNumber ?? null,
          source,
          directoryConsent,
          language,
        }),
      );
      return { vendor, hold, waitlist };
    }, admin ?? 'vendor');
  }

  /** On the archive's block list (docs/decisions.md 77), or blocked as a vendor of this season. */
  private async isBlocked(email: string): Promise<boolean> {
    if (await this.queryBus.execute(new IsEmailBlockedQuery(email))) return true;
    const blocked = await this.em.count(Vendor, {
      $and: [emailIs<Vendor>(email), { isBlocked: true }],
    });
    return blocked > 0;
  }

  private async assertRegistrationOpen(): Promise<void> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    switch (settings.registrationState) {
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
