import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { ADMIN_MESSAGES, VENDOR_MESSAGES, VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { emailIs } from '../../shared/database/email-filter.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { verifiedTokenId } from '../../shared/links/signed-token.js';
import { VENDOR_EMAIL_LINK_PURPOSE } from '../domain/email-change-link.js';
import { VendorEmailChange } from '../domain/vendor-email-change.entity.js';
import { Vendor } from '../domain/vendor.entity.js';
import { IsEmailBlockedQuery } from '../ports/is-email-blocked.query.js';
import { type VendorRecord, vendorRecordOf } from '../queries/vendor-record.js';
import {
  ConfirmVendorEmailChangeCommand,
  RequestVendorEmailChangeCommand,
  type RequestedEmailChange,
  UpdateVendorProfileCommand,
} from './vendor-own-data.commands.js';

/** The vendor row, locked for the rest of the transaction; 404 when unknown. */
async function lockVendor(em: EntityManager, vendorId: string): Promise<Vendor> {
  const vendor = await em.findOne(
    Vendor,
    { id: vendorId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
  return vendor;
}

/**
 * The rules an address must pass to become a vendor's, as at registration: not on the block
 * list nor a blocked vendor's (403), not another vendor's of the season (409). Inside the
 * transaction under the registration's lock of the address, so a registration with it at the
 * same moment waits (docs/decisions.md 274).
 */
async function assertAddressFree(
  em: EntityManager,
  queryBus: QueryBus,
  vendorId: string,
  email: string,
): Promise<void> {
  await lockForTransaction(em, `vendor-email:${email.trim().toLowerCase()}`);
  const others = await em.find(Vendor, emailIs<Vendor>(email), { fields: ['id', 'isBlocked'] });
  const blocked =
    others.some((other) => other.isBlocked) ||
    (await queryBus.execute(new IsEmailBlockedQuery(email)));
  if (blocked) throw new DomainError(VENDOR_MESSAGES.emailBlocked, HttpStatus.FORBIDDEN);
  if (others.some((other) => other.id !== vendorId)) {
    throw new ConflictError(VENDOR_PROFILE_MESSAGES.emailTaken);
  }
}

@CommandHandler(UpdateVendorProfileCommand)
export class UpdateVendorProfileHandler implements ICommandHandler<UpdateVendorProfileCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, change }: UpdateVendorProfileCommand): Promise<VendorRecord> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const event = vendor.editOwnProfile(change, this.clock.now());
      if (event) record(event);
      return vendorRecordOf(vendor);
    }, 'vendor');
  }
}

/** A second request for the same address this soon is the same click again: no second mail. */
const REPEATED_REQUEST_MS = 60_000;

@CommandHandler(RequestVendorEmailChangeCommand)
export class RequestVendorEmailChangeHandler implements ICommandHandler<RequestVendorEmailChangeCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, email }: RequestVendorEmailChangeCommand): Promise<RequestedEmailChange> {
    const newEmail = email.trim();
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      const vendor = await lockVendor(em, vendorId);
      const open = (
        await em.find(VendorEmailChange, { vendorId, usedAt: null, replacedAt: null })
      ).filter((change) => change.isOpen(now));
      const repeated = open.find(
        (change) =>
          change.newEmail.toLowerCase() === newEmail.toLowerCase() &&
          now.getTime() - change.createdAt.getTime() < REPEATED_REQUEST_MS,
      );
      if (repeated) return answerOf(repeated);
      const change = VendorEmailChange.request(vendor.id, vendor.email, newEmail, now);
      const event = vendor.requestEmailChange(newEmail, change);
      await assertAddressFree(em, this.queryBus, vendor.id, newEmail);
      for (const older of open) older.replacedAt = now;
      em.persist(change);
      record(event);
      return answerOf(change);
    }, 'vendor');
  }
}

function answerOf(change: VendorEmailChange): RequestedEmailChange {
  return { changeId: change.id, pendingEmail: change.newEmail, expiresAt: change.expiresAt };
}

@CommandHandler(ConfirmVendorEmailChangeCommand)
export class ConfirmVendorEmailChangeHandler implements ICommandHandler<ConfirmVendorEmailChangeCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ token }: ConfirmVendorEmailChangeCommand): Promise<{ email: string }> {
    const changeId = verifiedTokenId(this.config.jwtSecret, VENDOR_EMAIL_LINK_PURPOSE, token);
    if (!changeId) throw new DomainError(VENDOR_PROFILE_MESSAGES.linkInvalid);
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      // The change's row first, locked: of two opens at once, the second sees it used (409).
      const change = await em.findOne(
        VendorEmailChange,
        { id: changeId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!change) throw new DomainError(VENDOR_PROFILE_MESSAGES.linkInvalid);
      const vendor = await em.findOne(
        Vendor,
        { id: change.vendorId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!vendor) throw new DomainError(VENDOR_PROFILE_MESSAGES.linkInvalid);
      const event = vendor.confirmEmailChange(change, now);
      // The address may have been taken or blocked since the request.
      await assertAddressFree(em, this.queryBus, vendor.id, change.newEmail);
      record(event);
      return { email: vendor.email };
    }, 'vendor');
  }
}
