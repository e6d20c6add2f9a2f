import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothReservedEvent } from '../domain/booth-reserved.event.js';
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
      const [booth] = await em.execute<{ id: number; number: string }[]>(
        `update booth set status = 'reserved', vendor_id = ?, reservation_type = 'vendor',
           reserved_at = ?, reserved_by = 'Anzahlung', hold_vendor_id = null, hold_expires_at = null
         where id = ? and status = 'available' and vendor_id is null
           and (hold_vendor_id = ? or hold_vendor_id is null or hold_expires_at <= ?)
         returning id, number`,
        [vendorId, now, boothId, vendorId, now],
      );
      if (!booth) return { reserved: false, boothNumber: null };
      record(
        new BoothReservedEvent(String(booth.id), { boothNumber: booth.number, vendorId, reason }),
      );
      return { reserved: true, boothNumber: booth.number };
    });
  }
}
