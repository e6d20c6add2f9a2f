import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { ReleaseBoothCommand } from '../../booths/commands/release-booth.command.js';
import { OccupyBoothCommand } from '../../booths/commands/occupy-booth.command.js';
import { GetVendorBoothQuery } from '../../booths/queries/get-vendor-booth.query.js';
import { DeleteVendorLiftAppointmentsCommand } from '../../lift/commands/delete-vendor-lift-appointments.command.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import {
  VendorBlockedEvent,
  VendorChangedByAdminEvent,
  VendorDeletedEvent,
  VendorSetUpEvent,
  VendorUnblockedEvent,
} from '../domain/vendor-admin.events.js';
import { statusOfVendor } from '../domain/vendor-status.js';
import { Vendor } from '../domain/vendor.entity.js';
import {
  BlockVendorCommand,
  DeleteVendorCommand,
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
      const vendor = await lockVendor(em, vendorId);
      const now = this.clock.now();
      let booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      const statusBefore = statusOfVendor(vendor, booth);
      const amountBefore = vendor.paymentAmount;
      const fields: string[] = [];

      for (const field of CONTACT_FIELDS) {
        const value = change[field];
        if (value !== undefined && value !== vendor[field]) {
          vendor[field] = value;
          fields.push(field);
        }
      }
      if (change.paymentAmount !== undefined) vendor.paymentAmount = change.paymentAmount;

      const assigned = booth !== null && booth.holdExpiresAt === null;
      const total = assigned ? booth!.area.price : 0;
      switch (change.status) {
        case undefined:
          if (assigned && vendor.registrationState === 'pending')
            vendor.registrationState = 'confirmed';
          break;
        case 'pending':
          if (assigned) throw new ConflictError(ADMIN_MESSAGES.pendingWithBooth);
          vendor.registrationState = vendor.downPaymentPaid ? 'approved' : 'pending';
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
          if (change.status === 'checked_in' && vendor.paymentAmount < total)
            throw new ConflictError(ADMIN_MESSAGES.checkInNeedsPayment);
          vendor.paymentAmount = Math.max(vendor.paymentAmount, total);
          if (vendor.registrationState !== 'confirmed') vendor.registrationState = 'confirmed';
          vendor.lastCheckIn = change.status === 'checked_in' ? (vendor.lastCheckIn ?? now) : null;
          break;
      }

      if (change.paymentAmount !== undefined) {
        // A corrected (e.g. refunded) amount takes back what rested on it: a deposit no longer
        // covered is open again, and a check-in needs full payment.
        if (vendor.downPaymentPaid && vendor.paymentAmount < vendor.downPaymentAmount)
          vendor.downPaymentPaid = false;
        if (vendor.lastCheckIn && vendor.paymentAmount < total) vendor.lastCheckIn = null;
      }

      const statusAfter = statusOfVendor(vendor, booth);
      if (change.status === 'confirmed' && statusAfter !== 'confirmed')
        throw new ConflictError(ADMIN_MESSAGES.statusFollowsPayment);
      const amountChanged = vendor.paymentAmount !== amountBefore;
      if (fields.length === 0 && statusAfter === statusBefore && !amountChanged) return;
      vendor.updatedAt = now;
      record(
        new VendorChangedByAdminEvent(vendorId, {
          fields,
          status: statusAfter === statusBefore ? null : { from: statusBefore, to: statusAfter },
          paymentAmount: amountChanged ? { from: amountBefore, to: vendor.paymentAmount } : null,
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

  execute({ vendorId, reason, admin }: BlockVendorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      if (vendor.isBlocked && vendor.blockedReason === reason) return;
      const now = this.clock.now();
      vendor.isBlocked = true;
      vendor.blockedReason = reason;
      vendor.blockedAt ??= now;
      vendor.updatedAt = now;
      record(new VendorBlockedEvent(vendorId, { reason }));
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
      if (!vendor.isBlocked) return;
      vendor.isBlocked = false;
      vendor.blockedReason = null;
      vendor.blockedAt = null;
      vendor.updatedAt = this.clock.now();
      record(new VendorUnblockedEvent(vendorId, {}));
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

  execute({ vendorId, admin }: MarkVendorSetUpCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      if (vendor.isBlocked) throw new ConflictError(ADMIN_MESSAGES.blockedVendorCannotSetUp);
      const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      if (!booth || booth.holdExpiresAt || vendor.registrationState === 'rejected')
        throw new ConflictError(ADMIN_MESSAGES.setUpNeedsBooth);
      if (vendor.setUpAt) return;
      const now = this.clock.now();
      vendor.setUpAt = now;
      vendor.updatedAt = now;
      record(new VendorSetUpEvent(vendorId, { boothNumber: booth.number }));
    }, admin);
  }
}

@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler implements ICommandHandler<DeleteVendorCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
  ) {}

  execute({ vendorId, admin }: DeleteVendorCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await lockVendor(em, vendorId);
      const released = await this.commandBus.execute(
        new ReleaseBoothCommand({ vendorId }, 'vendor-deleted'),
      );
      await this.commandBus.execute(new DeleteVendorLiftAppointmentsCommand(vendorId));
      record(
        new VendorDeletedEvent(vendorId, {
          releasedBooths: released.map((booth) => booth.boothNumber),
          paymentAmount: vendor.paymentAmount,
        }),
      );
      em.remove(vendor);
    }, admin);
  }
}
