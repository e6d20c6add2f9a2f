import { LockMode } from '@mikro-orm/core';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { BOOTH_HOLD_MINUTES, VENDOR_MESSAGES } from '@standl/contracts';
import {
  CanHoldBoothQuery,
  GetVendorBoothQuery,
  HoldBoothCommand,
  ReserveBoothCommand,
} from '../../booths/index.js';
import { GetPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Vendor } from '../domain/vendor.entity.js';
import { type BoothSelection, SelectBoothCommand } from './select-booth.command.js';

@CommandHandler(SelectBoothCommand)
export class SelectBoothHandler implements ICommandHandler<SelectBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId, boothId, offered }: SelectBoothCommand): Promise<BoothSelection> {
    // In a rush most picks are for a stall someone already has: they get their 409 from one
    // read instead of a transaction with its lock and look-ups (issue 17).
    if (!offered && !(await this.queryBus.execute(new CanHoldBoothQuery(boothId, vendorId)))) {
      throw new ConflictError(VENDOR_MESSAGES.boothUnavailable);
    }
    return this.transaction.run(async ({ em, record }) => {
      // Two picks of one vendor at once (double click, two tabs) run one after the other; the
      // vendor row first, then the stall, like the organiser's assignment.
      const vendor = await em.findOneOrFail(
        Vendor,
        { id: vendorId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const current = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      // The pick's rule before the stall is held: a refused pick holds nothing.
      vendor.assertMaySelectBooth(current);

      const now = this.clock.now();
      const hold = await this.commandBus.execute(
        new HoldBoothCommand(
          boothId,
          vendorId,
          new Date(now.getTime() + BOOTH_HOLD_MINUTES * 60_000),
          offered,
        ),
      );
      const { depositPaid } = await this.queryBus.execute(new GetPaymentFactsQuery(vendorId));
      const requiresPayment = !depositPaid;
      if (!requiresPayment) {
        await this.commandBus.execute(
          new ReserveBoothCommand(boothId, vendorId, 'deposit-already-paid'),
        );
      }
      record(
        vendor.selectBooth(
          { boothId, boothNumber: hold.boothNumber, current, depositPaid: !requiresPayment },
          now,
        ),
      );
      return {
        requiresPayment,
        boothId,
        boothNumber: hold.boothNumber,
        areaCode: hold.areaCode,
        areaName: hold.areaName,
        holdExpiresAt: requiresPayment ? hold.expiresAt : null,
      };
    }, 'vendor');
  }
}
