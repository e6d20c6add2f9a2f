import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, PAYMENT_MESSAGES } from '@standl/contracts';
import {
  GetVendorBoothQuery,
  OccupyBoothCommand,
  ReleaseBoothCommand,
} from '../../booths/index.js';
import { CorrectPaidAmountCommand } from '../ports/correct-paid-amount.command.js';
import { GetPaymentFactsQuery, type PaymentFacts } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorDeletedEvent } from '../domain/vendor-admin.events.js';
import { statusOfVendor } from '../domain/vendor-status.js';
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

/** The vendor's money as the payments ledger has it (the vendor exists: it is locked). */
function paymentFactsOf(queryBus: QueryBus, vendorId: string): Promise<PaymentFacts> {
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
      const before = await paymentFactsOf(this.queryBus, vendorId);
      const statusBefore = statusOfVendor(vendor, booth, before.paidAmount);

      const fields = vendor.editByAdmin(change);
      // Never an overwrite: the difference is a correction entry with the reason
      // (docs/decisions.md 72).
      const correct = (paidAmount: number, note: string) =>
        this.commandBus.execute(new CorrectPaidAmountCommand(vendorId, paidAmount, note, admin));
      const paymentCorrected = change.paymentAmount !== undefined;
      if (paymentCorrected) {
        await correct(change.paymentAmount!, change.paymentNote ?? PAYMENT_MESSAGES.correctionNote);
      }
      // Read again only when the edit booked a correction (the deposit may be covered now).
      const facts = paymentCorrected ? await paymentFactsOf(this.queryBus, vendorId) : before;
      const effects = vendor.setStatusByAdmin(
        change.status,
        { stall: booth, ...facts, paymentCorrected },
        now,
      );
      if (effects.occupyReservedBooth) {
        await this.commandBus.execute(new OccupyBoothCommand(booth!.id, vendorId, admin));
      }
      if (effects.releaseBooth) {
        await this.commandBus.execute(new ReleaseBoothCommand({ vendorId }, 'vendor-rejected'));
        booth = null;
      }
      const amountAfter =
        effects.bookPaidAmountTo === null
          ? facts.paidAmount
          : (await correct(effects.bookPaidAmountTo, PAYMENT_MESSAGES.markedPaidNote)).to;
      const event = vendor.changedByAdmin(
        {
          fields,
          statusBefore,
          statusAfter: statusOfVendor(vendor, booth, amountAfter),
          amountBefore: before.paidAmount,
          amountAfter,
        },
        now,
      );
      if (event) record(event);
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
      const event = vendor.block(reason, this.clock.now(), canBeUnblocked);
      if (event) record(event);
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
      const event = vendor.unblock(this.clock.now());
      if (event) record(event);
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
      const event = vendor.markBlockPermanence(canBeUnblocked, this.clock.now());
      if (event) record(event);
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
      const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      const now = this.clock.now();
      const event = vendor.markSetUp(booth, at ?? now, now);
      if (event) record(event);
      return event !== null;
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
      const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      const { paidAmount } = await paymentFactsOf(this.queryBus, vendorId);
      const event = vendor.checkIn(booth, paidAmount, at, this.clock.now());
      if (event) record(event);
      return event !== null;
    }, admin);
  }
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
      const { paidAmount } = await paymentFactsOf(this.queryBus, vendorId);
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
