import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothHoldReleasedEvent } from '../domain/booth-hold-released.event.js';
import { keepAgreedPriceIfTakenSql } from '../domain/stall-price.sql.js';
import { releaseHoldsOf } from '../domain/release-holds.js';
import { ReleaseVendorHoldCommand } from './release-vendor-hold.command.js';

@CommandHandler(ReleaseVendorHoldCommand)
export class ReleaseVendorHoldHandler implements ICommandHandler<ReleaseVendorHoldCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId, reason, boothId }: ReleaseVendorHoldCommand) {
    return this.transaction.run(async ({ em, record }) => {
      if (boothId === null) {
        const released = await releaseHoldsOf(em, record, vendorId, reason);
        return { released: released > 0 };
      }
      // Plain SQL on purpose: one conditional statement, so the hold is released only while it
      // is still this vendor's (the hold job may have cleared it, or the vendor got the stall).
      const [booth] = await em.execute<{ id: number; number: string }[]>(
        `update booth set hold_vendor_id = null, hold_expires_at = null,
           ${keepAgreedPriceIfTakenSql()}
         where id = ? and hold_vendor_id = ? returning id, number`,
        [boothId, vendorId],
      );
      if (booth) {
        record(
          new BoothHoldReleasedEvent(String(booth.id), {
            boothNumber: booth.number,
            vendorId,
            reason,
          }),
        );
      }
      return { released: booth !== undefined };
    });
  }
}
