import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothHeldEvent } from '../domain/booth-held.event.js';
import { HOLDABLE_BOOTH_SQL, OFFERABLE_BOOTH_SQL } from '../domain/booth.entity.js';
import { releaseHoldsOf } from '../domain/release-holds.js';
import { agreedPriceParams, fixAgreedPriceSql } from '../domain/stall-price.sql.js';
import { type BoothHold, HoldBoothCommand } from './hold-booth.command.js';

interface HeldRow {
  id: number;
  number: string;
  code: string;
  name: string;
  price: number;
}

@CommandHandler(HoldBoothCommand)
export class HoldBoothHandler implements ICommandHandler<HoldBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ boothId, vendorId, expiresAt, offered }: HoldBoothCommand): Promise<BoothHold> {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      await releaseHoldsOf(em, record, vendorId, 'replaced', boothId);

      // One conditional update decides: of many vendors racing for a stall exactly one matches.
      // Plain SQL on purpose: the stall pick, the measured hot path (docs/decisions.md 91, 194).
      const [held] = await em.execute<HeldRow[]>(
        `update booth b set hold_vendor_id = ?, hold_expires_at = ?,
           ${fixAgreedPriceSql('b.hold_vendor_id = ?')}
         from booth_area a
         where b.id = ? and a.id = b.area_id and ${offered ? OFFERABLE_BOOTH_SQL : HOLDABLE_BOOTH_SQL}
         returning b.id, b.number, a.code, a.name, b.agreed_price as price`,
        [vendorId, expiresAt, ...agreedPriceParams([vendorId]), boothId, now, vendorId],
      );
      if (!held) throw new ConflictError(VENDOR_MESSAGES.boothUnavailable);

      record(
        new BoothHeldEvent(String(held.id), {
          boothNumber: held.number,
          vendorId,
          expiresAt: expiresAt.toISOString(),
        }),
      );
      return {
        boothId: held.id,
        boothNumber: held.number,
        areaCode: held.code,
        areaName: held.name,
        areaPrice: held.price,
        expiresAt,
      };
    });
  }
}
