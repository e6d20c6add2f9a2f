import { LockMode } from '@mikro-orm/core';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { GetVendorBoothQuery, ReleaseBoothCommand } from '../../booths/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Vendor } from '../domain/vendor.entity.js';
import {
  BookWithdrawalChargeCommand,
  ReleaseWithdrawnVendorLiftCommand,
  type WithdrawalStall,
} from '../ports/withdrawal.js';
import {
  type WithdrawalResult,
  WithdrawRegistrationCommand,
} from './withdraw-registration.command.js';

@CommandHandler(WithdrawRegistrationCommand)
export class WithdrawRegistrationHandler implements ICommandHandler<WithdrawRegistrationCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute(command: WithdrawRegistrationCommand): Promise<WithdrawalResult> {
    const { vendorId, by, reason, confirmedFeeAmount, waiverReason, actor } = command;
    return this.transaction.run(async ({ em, record }) => {
      // The vendor row first, as every assignment and release does: a withdrawal racing an
      // assignment waits for it (and then gives up the stall just assigned), or the other way
      // round the assignment sees a withdrawn vendor.
      const vendor = await em.findOne(
        Vendor,
        { id: vendorId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
      vendor.assertMayWithdraw();

      const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      // A mere hold costs nothing: only a stall reserved by deposit or occupied is paid for.
      const stall: WithdrawalStall | null =
        booth && !booth.holdExpiresAt
          ? { boothNumber: booth.number, areaName: booth.area.name, stallFee: booth.area.price }
          : null;
      await this.commandBus.execute(new ReleaseBoothCommand({ vendorId }, 'vendor-withdrew'));
      await this.commandBus.execute(new ReleaseWithdrawnVendorLiftCommand(vendorId));
      // After the release, so the ledger's total is the charge, no longer the stall fee.
      const money = await this.commandBus.execute(
        new BookWithdrawalChargeCommand(vendorId, stall, confirmedFeeAmount, waiverReason, actor),
      );
      const now = this.clock.now();
      record(
        vendor.withdraw(
          {
            by,
            boothNumber: stall?.boothNumber ?? null,
            areaName: stall?.areaName ?? null,
            stallFee: money.stallFee,
            feeAmount: money.feeAmount,
            feePercent: money.feePercent,
            free: money.free,
            lastFreeDay: money.lastFreeDay,
            waived: money.waived,
            waiverReason: money.waived ? waiverReason : null,
            paidAmount: money.paidAmount,
            refundAmount: money.refundAmount,
          },
          reason,
          now,
        ),
      );
      return {
        withdrawnAt: now,
        by,
        feeAmount: money.feeAmount,
        free: money.free,
        waived: money.waived,
        refundAmount: money.refundAmount,
        openAmount: money.openAmount,
        boothNumber: stall?.boothNumber ?? null,
      };
    }, actor);
  }
}
