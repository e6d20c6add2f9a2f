import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, BOOTH_HOLD_MINUTES, VENDOR_MESSAGES } from '@standl/contracts';
import {
  CanHoldBoothQuery,
  HoldBoothCommand,
  ReserveBoothCommand,
  vendorBoothPart,
} from '../../booths/index.js';
import { PaymentFactsPartQuery } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { lockRowWithJsonParts } from '../../shared/database/json-parts.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
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
      // vendor row first, then the stall, like the organiser's assignment. Locked in one
      // statement with the vendor's stall and payments, which the pick's rules need.
      const now = this.clock.now();
      const locked = await lockRowWithJsonParts(em, Vendor, vendorId, {
        current: vendorBoothPart(vendorId, now),
        payments: await this.queryBus.execute(new PaymentFactsPartQuery(vendorId)),
      });
      if (!locked) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
      const { entity: vendor, parts } = locked;
      const { current } = parts;
      // The pick's rule before the stall is held: a refused pick holds nothing.
      vendor.assertMaySelectBooth(current);

      const hold = await this.commandBus.execute(
        new HoldBoothCommand(
          boothId,
          vendorId,
          new Date(now.getTime() + BOOTH_HOLD_MINUTES * 60_000),
          offered,
        ),
      );
      const requiresPayment = !parts.payments.depositPaid;
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
