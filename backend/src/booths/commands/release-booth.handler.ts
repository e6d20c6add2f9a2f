import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothReleasedEvent } from '../domain/booth-released.event.js';
import { releaseHoldsOf } from '../domain/release-holds.js';
import { CLEAR_AGREED_PRICE_SQL } from '../domain/stall-price.sql.js';
import { ReleaseBoothCommand } from './release-booth.command.js';

@CommandHandler(ReleaseBoothCommand)
export class ReleaseBoothHandler implements ICommandHandler<ReleaseBoothCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ target, reason }: ReleaseBoothCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const byBooth = 'boothId' in target;
      // Plain SQL on purpose: one conditional statement releases the stalls and answers whom each
      // was given to (`update … from` the old row; `returning` alone sees only the new values),
      // so a release racing an assignment frees exactly what it saw (docs/decisions.md 36).
      const released = await em.execute<{ id: number; number: string; vendor_id: string | null }[]>(
        `update booth b set status = 'available', vendor_id = null, reserved_name = null,
           reservation_type = 'vendor', reserved_by = null, reserved_at = null,
           hold_vendor_id = null, hold_expires_at = null, ${CLEAR_AGREED_PRICE_SQL}
         from booth old
         where old.id = b.id and ${byBooth ? 'b.id = ?' : 'b.vendor_id = ?'}
           and old.status <> 'available'
         returning b.id, b.number, old.vendor_id`,
        [byBooth ? target.boothId : target.vendorId],
      );
      if (!byBooth) {
        const why =
          reason === 'vendor-rejected' ||
          reason === 'vendor-deleted' ||
          reason === 'vendor-withdrew'
            ? reason
            : 'given-up';
        await releaseHoldsOf(em, record, target.vendorId, why);
      }
      for (const booth of released) {
        record(
          new BoothReleasedEvent(String(booth.id), {
            boothNumber: booth.number,
            vendorId: booth.vendor_id,
            reason,
          }),
        );
      }
      return released.map((booth) => ({ boothNumber: booth.number, vendorId: booth.vendor_id }));
    });
  }
}
