import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, PAYMENT_MESSAGES } from '@standl/contracts';
import { ReleaseBoothCommand } from '../../booths/index.js';
import { OccupyBoothCommand } from '../../booths/index.js';
import { GetVendorBoothQuery, type VendorBooth } from '../../booths/index.js';
import { CorrectPaidAmountCommand } from '../ports/correct-paid-amount.command.js';
import { GetPaymentFactsQuery, type PaymentFacts } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import {
  VendorBlockedEvent,
  VendorBlockPermanenceChangedEvent,
  VendorChangedByAdminEvent,
  VendorCheckedInEvent,
  VendorDeletedEvent,
  VendorSetUpEvent,
  VendorUnblockedEvent,
} from '../domain/vendor-admin.events.js';
import { statusOfVendor, totalAmountOf } from '../domain/vendor-status.js';
import { Vendor } from '../domain/vendor.entity.js';
import {
  BlockVendorCommand,
  CheckInVendorCommand,
  DeleteVendorCommand,
  MarkBlockPermanenceCommand,
  MarkVendorSetUpCommand,
  UnblockVendorCommand,
  UpdateVendorByAdminCommand,
} from './admin-vendor.commands.js';

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

const CONTACT_FIELDS = ['name', 'email', 'phone', 'description'] as const;

/** The vendor's money as the payments ledger has it (the vendor exists: it is locked). */
function accountOf(queryBus: QueryBus, vendorId: string): Promise<PaymentFacts> {
  return queryBus.execute(new GetPaymentFactsQuery(vendorId));
}

@CommandHandler(UpdateVendorByAdminCommand)
export class UpdateVendorByAdminHandler implements ICommandHandler<UpdateVendorByAdminCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, change, admin }: UpdateVendorByAdminCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      // The vendor row first, then (for a changed amount) the payments ledger: the lock order
      // every booking follows.
      const vendor = await lockVendor(em, vendorId);
      const now = this.clock.now();
      let booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      const amountBefore = (await accountOf(this.queryBus, vendorId)).paidAmount;
      const statusBefore = statusOfVendor(vendor, booth, amountBefore);
      const fields: string[] = [];

      for (const field of CONTACT_FIELDS) {
        const value = change[field];
        if (value !== undefined && value !== vendor[field]) {
          vendor[field] = value;
          fields.push(field);
        }
      }
      // Never an overwrite: the difference is a correction entry with the reason (DECISIONS 27).
      const correct = (paidAmount: number, note: string) =>
        this.commandBus.execute(new CorrectPaidAmountCommand(vendorId, paidAmount, note, admin));
      if (change.paymentAmount !== undefined) {
        await correct(change.paymentAmount, change.paymentNote ?? PAYMENT_MESSAGES.correctionNote);
      }
      let account = await accountOf(this.queryBus, vendorId);

      const assigned = booth !== null && booth.holdExpiresAt === null;
      const total = assigned ? booth!.area.price : 0;
      switch (change.status) {
        case undefined:
          if (assigned && vendor.registrationState === 'pending')
            vendor.registrationState = 'confirmed';
          break;
        case 'pending':
          if (assigned) throw new ConflictError(ADMIN_MESSAGES.pendingWithBooth);
          vendor.registrationState = account.depositPaid ? 'approved' : 'pending';
          vendor.lastCheckIn = null;
          vendor.setUpAt = null;
          break;
        case 'confirmed':
          // Confirmed means: has a stall, not (yet) set up, checked in or paid in full.
          if (!assigned) throw new ConflictError(ADMIN_MESSAGES.confirmNeedsBooth);
          // Confirming is assigning (spec 001 section 4): a stall reserved by deposit is occupied.
          if (booth!.status === 'reserved') {
            await this.commandBus.execute(new OccupyBoothCommand(booth!.id, vendorId, admin));
          }
          vendor.registrationState = 'confirmed';
          vendor.lastCheckIn = null;
          vendor.setUpAt = null;
          break;
        case 'rejected':
          vendor.registrationState = 'rejected';
          vendor.setUpAt = null;
          vendor.lastCheckIn = null;
          await this.commandBus.execute(new ReleaseBoothCommand({ vendorId }, 'vendor-rejected'));
          booth = null;
          break;
        case 'paid':
        case 'checked_in':
          if (!assigned) throw new ConflictError(ADMIN_MESSAGES.paidNeedsBooth);
          if (total === 0) throw new ConflictError(ADMIN_MESSAGES.freeBoothNothingToPay);
          if (change.status === 'checked_in' && account.paidAmount < total)
            throw new ConflictError(ADMIN_MESSAGES.checkInNeedsPayment);
          // Setting 'Bezahlt' books what is still open, as the organiser says it was paid.
          if (account.paidAmount < total) await correct(total, PAYMENT_MESSAGES.markedPaidNote);
          if (vendor.registrationState !== 'confirmed') vendor.registrationState = 'confirmed';
          vendor.lastCheckIn = change.status === 'checked_in' ? (vendor.lastCheckIn ?? now) : null;
          break;
      }
      account = await accountOf(this.queryBus, vendorId);

      // A corrected (e.g. refunded) amount takes back what rested on it: a check-in needs full
      // payment (the deposit's state follows from the ledger by itself).
      if (change.paymentAmount !== undefined && vendor.lastCheckIn && account.paidAmount < total)
        vendor.lastCheckIn = null;

      const statusAfter = statusOfVendor(vendor, booth, account.paidAmount);
      if (change.status === 'confirmed' && statusAfter !== 'confirmed')
        throw new ConflictError(ADMIN_MESSAGES.statusFollowsPayment);
      const amountChanged = account.paidAmount !== amountBefore;
      if (fields.length === 0 && statusAfter === statusBefore && !amountChanged) return;
      vendor.updatedAt = now;
      record(
        new VendorChangedByAdminEvent(vendorId, {
          fields,
          status: statusAfter === statusBefore ? null : { from: statusBefore, to: statusAfter },
          paymentAmount: amountChanged ? { from: amountBefore, to: account.paidAmount } : null,
        }),
      );
    }, admin);
  }
}

@CommandHandler(BlockVendorCommand)
export class BlockVendorHandler implements ICommandHandler<BlockVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, reason, admin, canBeUnblocked }: BlockVendorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const now = this.clock.now();
      if (!vendor.block(reason, now, canBeUnblocked)) return;
      vendor.updatedAt = now;
      record(new VendorBlockedEvent(vendorId, { reason, canBeUnblocked: vendor.canBeUnblocked }));
    }, admin);
  }
}

@CommandHandler(UnblockVendorCommand)
export class UnblockVendorHandler implements ICommandHandler<UnblockVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, admin }: UnblockVendorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      if (!vendor.unblock()) return;
      vendor.updatedAt = this.clock.now();
      record(new VendorUnblockedEvent(vendorId, {}));
    }, admin);
  }
}

@CommandHandler(MarkBlockPermanenceCommand)
export class MarkBlockPermanenceHandler implements ICommandHandler<MarkBlockPermanenceCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, canBeUnblocked, admin }: MarkBlockPermanenceCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      if (!vendor.markBlockPermanence(canBeUnblocked)) return;
      vendor.updatedAt = this.clock.now();
      record(new VendorBlockPermanenceChangedEvent(vendorId, { canBeUnblocked }));
    }, admin);
  }
}

@CommandHandler(MarkVendorSetUpCommand)
export class MarkVendorSetUpHandler implements ICommandHandler<MarkVendorSetUpCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, admin, at }: MarkVendorSetUpCommand): Promise<boolean> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const booth = await assignedBoothOf(this.queryBus, vendor);
      const now = this.clock.now();
      if (!vendor.markSetUp(at ?? now)) return false;
      vendor.updatedAt = now;
      record(new VendorSetUpEvent(vendorId, { boothNumber: booth.number }));
      return true;
    }, admin);
  }
}

@CommandHandler(CheckInVendorCommand)
export class CheckInVendorHandler implements ICommandHandler<CheckInVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, admin, at }: CheckInVendorCommand): Promise<boolean> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const booth = await assignedBoothOf(this.queryBus, vendor);
      const { paidAmount } = await accountOf(this.queryBus, vendorId);
      if (paidAmount < totalAmountOf(booth))
        throw new ConflictError(ADMIN_MESSAGES.checkInNeedsPayment);
      if (!vendor.checkIn(at)) return false;
      vendor.updatedAt = this.clock.now();
      record(new VendorCheckedInEvent(vendorId, { boothNumber: booth.number }));
      return true;
    }, admin);
  }
}

/** The stall the vendor was given (not a mere hold); set-up and check-in need one. */
async function assignedBoothOf(queryBus: QueryBus, vendor: Vendor): Promise<VendorBooth> {
  if (vendor.isBlocked) throw new ConflictError(ADMIN_MESSAGES.blockedVendorCannotSetUp);
  const booth = await queryBus.execute(new GetVendorBoothQuery(vendor.id));
  if (!booth || booth.holdExpiresAt || vendor.registrationState === 'rejected')
    throw new ConflictError(ADMIN_MESSAGES.setUpNeedsBooth);
  return booth;
}

@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler implements ICommandHandler<DeleteVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ vendorId, admin }: DeleteVendorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const { paidAmount } = await accountOf(this.queryBus, vendorId);
      const released = await this.commandBus.execute(
        new ReleaseBoothCommand({ vendorId }, 'vendor-deleted'),
      );
      record(
        new VendorDeletedEvent(vendorId, {
          releasedBooths: released.map((booth) => booth.boothNumber),
          paymentAmount: paidAmount,
        }),
      );
      em.remove(vendor);
    }, admin);
  }
}
