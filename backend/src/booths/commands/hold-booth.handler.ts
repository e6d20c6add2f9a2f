import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothHeldEvent } from '../domain/booth-held.event.js';
import { HOLDABLE_BOOTH_SQL, OFFERABLE_BOOTH_SQL } from '../domain/booth.entity.js';
import { RELEASE_HOLDS_SQL, recordReleasedHolds } from '../domain/release-holds.js';
import { agreedPriceParams, fixAgreedPriceSql } from '../domain/stall-price.sql.js';
import { type BoothHold, HoldBoothCommand } from './hold-booth.command.js';

/** The held stall ('held') and the vendor's other holds the pick cleared ('released'). */
interface PickRow {
  kind: 'held' | 'released';
  id: number;
  number: string;
  code: string | null;
  name: string | null;
  price: number | null;
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
      // One statement clears the vendor's other holds and takes this stall with one conditional
      // update, which decides: of many vendors racing for a stall exactly one matches. Plain SQL
      // on purpose: the stall pick, the measured hot path (docs/decisions.md 91, 194, 379).
      const rows = await em.execute<PickRow[]>(
        `with released as (${RELEASE_HOLDS_SQL}),
         held as (
           update booth b set hold_vendor_id = ?, hold_expires_at = ?,
             ${fixAgreedPriceSql('b.hold_vendor_id = ?')}
           from booth_area a
           where b.id = ? and a.id = b.area_id
             and ${offered ? OFFERABLE_BOOTH_SQL : HOLDABLE_BOOTH_SQL}
             -- Read first, so the other holds are cleared before this one is set: a vendor
             -- holds one stall at a time (a unique index, checked row by row).
             and (select count(*) from released) >= 0
           returning b.id, b.number, a.code, a.name, b.agreed_price as price)
         select 'held' as kind, id, number, code, name, price from held
         union all
         select 'released', id, number, null, null, null from released`,
        [
          vendorId,
          boothId,
          vendorId,
          expiresAt,
          ...agreedPriceParams([vendorId]),
          boothId,
          now,
          vendorId,
        ],
      );
      const held = rows.find((row) => row.kind === 'held');
      if (!held) throw new ConflictError(VENDOR_MESSAGES.boothUnavailable);
      recordReleasedHolds(
        record,
        rows.filter((row) => row.kind === 'released'),
        vendorId,
        'replaced',
      );

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
        areaCode: held.code!,
        areaName: held.name!,
        areaPrice: held.price!,
        expiresAt,
      };
    });
  }
}
