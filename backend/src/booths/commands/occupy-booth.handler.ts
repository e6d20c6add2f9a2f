import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothOccupiedEvent } from '../domain/booth-occupied.event.js';
import { Booth } from '../domain/booth.entity.js';
import { BoothReleasedEvent } from '../domain/booth-released.event.js';
import { releaseHoldsOf } from '../domain/release-holds.js';
import {
  agreedPriceParams,
  CLEAR_AGREED_PRICE_SQL,
  fixAgreedPriceSql,
} from '../domain/stall-price.sql.js';
import { type OccupiedBooth, OccupyBoothCommand } from './occupy-booth.command.js';

interface OccupiedRow {
  id: number;
  number: string;
  code: string;
  name: string;
}

@CommandHandler(OccupyBoothCommand)
export class OccupyBoothHandler implements ICommandHandler<OccupyBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ boothId, vendorId, assignedBy }: OccupyBoothCommand): Promise<OccupiedBooth> {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      // Plain SQL on purpose: one conditional `update … returning` frees the vendor's previous
      // stall and names it for the event, under the vendor row's lock (docs/decisions.md 91).
      const [previous] = await em.execute<{ id: number; number: string }[]>(
        `update booth set status = 'available', vendor_id = null, reserved_name = null,
           reservation_type = 'vendor', reserved_by = null, reserved_at = null, ${CLEAR_AGREED_PRICE_SQL}
         where vendor_id = ? and id <> ? returning id, number`,
        [vendorId, boothId],
      );
      if (previous) {
        record(
          new BoothReleasedEvent(String(previous.id), {
            boothNumber: previous.number,
            vendorId,
            reason: 'reassigned',
          }),
        );
      }
      await releaseHoldsOf(em, record, vendorId, 'assigned', boothId);

      // One conditional update decides between organisers assigning the same stall at once; the
      // unique vendor_id stops two stalls going to one vendor. Plain SQL on purpose: the decision
      // must be this one statement (docs/decisions.md 31).
      let occupied: OccupiedRow | undefined;
      try {
        [occupied] = await em.execute<OccupiedRow[]>(
          `update booth b set status = 'occupied', vendor_id = ?, reservation_type = 'vendor',
             reserved_name = null, reserved_by = ?, reserved_at = ?,
             hold_vendor_id = null, hold_expires_at = null,
             ${fixAgreedPriceSql('b.vendor_id = ? or b.hold_vendor_id = ?')}
           from booth_area a
           where b.id = ? and a.id = b.area_id
             and (b.vendor_id = ? or (b.vendor_id is null and b.status = 'available'))
             and (b.hold_vendor_id is null or b.hold_vendor_id = ? or b.hold_expires_at <= ?)
           returning b.id, b.number, a.code, a.name`,
          [
            vendorId,
            assignedBy,
            now,
            ...agreedPriceParams([vendorId, vendorId]),
            boothId,
            vendorId,
            vendorId,
            now,
          ],
        );
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException)
          throw new ConflictError(ADMIN_MESSAGES.vendorHasOtherBooth);
        throw error;
      }
      if (!occupied) {
        if ((await em.count(Booth, { id: boothId })) === 0)
          throw new NotFoundError(ADMIN_MESSAGES.boothNotFound);
        throw new ConflictError(ADMIN_MESSAGES.boothTaken);
      }
      record(
        new BoothOccupiedEvent(String(occupied.id), {
          boothNumber: occupied.number,
          vendorId,
          assignedBy,
          previousBoothNumber: previous?.number ?? null,
        }),
      );
      return {
        boothId: occupied.id,
        boothNumber: occupied.number,
        areaCode: occupied.code,
        areaName: occupied.name,
        previousBoothNumber: previous?.number ?? null,
      };
    });
  }
}
