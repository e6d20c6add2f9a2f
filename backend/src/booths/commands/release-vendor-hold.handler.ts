import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothHoldReleasedEvent } from '../domain/booth-hold-released.event.js';
import { ReleaseVendorHoldCommand } from './release-vendor-hold.command.js';

@CommandHandler(ReleaseVendorHoldCommand)
export class ReleaseVendorHoldHandler implements ICommandHandler<ReleaseVendorHoldCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: ReleaseVendorHoldCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const released = await em.execute<{ id: number; number: string }[]>(
        `update booth set hold_vendor_id = null, hold_expires_at = null
         where hold_vendor_id = ? returning id, number`,
        [vendorId],
      );
      for (const booth of released) {
        record(
          new BoothHoldReleasedEvent(String(booth.id), {
            boothNumber: booth.number,
            vendorId,
            reason: 'given-up',
          }),
        );
      }
      return { released: released.length > 0 };
    });
  }
}
