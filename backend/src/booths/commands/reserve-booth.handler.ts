import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { releaseHoldsOf } from '../domain/release-holds.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothReservedEvent } from '../domain/booth-reserved.event.js';
import { agreedPriceParams, fixAgreedPriceSql } from '../domain/stall-price.sql.js';
import { ReserveBoothCommand } from './reserve-booth.command.js';

@CommandHandler(ReserveBoothCommand)
export class ReserveBoothHandler implements ICommandHandler<ReserveBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ boothId, vendorId, reason }: ReserveBoothCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      // Plain SQL on purpose: one conditional update decides whether the paid deposit still gets
      // the stall, against holds, assignments and the vendor's other stall at once
      // (docs/decisions.md 25, 72).
      const [booth] = await em.execute<{ id: number; number: string }[]>(
        `update booth b set status = 'reserved', vendor_id = ?, reservation_type = 'vendor',
           reserved_at = ?, reserved_by = 'Anzahlung', hold_vendor_id = null, hold_expires_at = null,
           ${fixAgreedPriceSql('b.hold_vendor_id = ?')}
         from booth_area a
         where b.id = ? and a.id = b.area_id and b.status = 'available' and b.vendor_id is null
           and (b.hold_vendor_id = ? or b.hold_vendor_id is null or b.hold_expires_at <= ?)
           and not exists (select 1 from booth other where other.vendor_id = ? and other.id <> b.id)
         returning b.id, b.number`,
        [vendorId, now, ...agreedPriceParams([vendorId]), boothId, vendorId, now, vendorId],
      );
      // Taken meanwhile, or the vendor already has another stall (e.g. paid an older checkout).
      if (!booth) return { reserved: false, boothNumber: null };
      await releaseHoldsOf(em, record, vendorId, 'replaced', booth.id);
      record(
        new BoothReservedEvent(String(booth.id), { boothNumber: booth.number, vendorId, reason }),
      );
      return { reserved: true, boothNumber: booth.number };
    });
  }
}
