import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothReservedByNameEvent } from '../domain/booth-reserved-by-name.event.js';
import { Booth, FREE_BOOTH_SQL } from '../domain/booth.entity.js';
import { CLEAR_AGREED_PRICE_SQL } from '../domain/stall-price.sql.js';
import { ReserveBoothManuallyCommand } from './reserve-booth-manually.command.js';

@CommandHandler(ReserveBoothManuallyCommand)
export class ReserveBoothManuallyHandler implements ICommandHandler<ReserveBoothManuallyCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ boothId, name, admin }: ReserveBoothManuallyCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      // One conditional update decides: of organisers (or vendors) racing for the stall, one wins.
      // Plain SQL on purpose: the rule "free" is said once, in SQL (docs/decisions.md 38, 194).
      const [reserved] = await em.execute<{ id: number; number: string }[]>(
        `update booth b set status = 'reserved', reservation_type = 'manual_name',
           reserved_name = ?, reserved_by = ?, reserved_at = ?,
           hold_vendor_id = null, hold_expires_at = null, ${CLEAR_AGREED_PRICE_SQL}
         where b.id = ? and ${FREE_BOOTH_SQL}
         returning b.id, b.number`,
        [name, admin, now, boothId, now],
      );
      if (!reserved) {
        if ((await em.count(Booth, { id: boothId })) === 0)
          throw new NotFoundError(ADMIN_MESSAGES.boothNotFound);
        throw new ConflictError(ADMIN_MESSAGES.boothTaken);
      }
      record(
        new BoothReservedByNameEvent(String(reserved.id), {
          boothNumber: reserved.number,
          reservedBy: admin,
        }),
      );
      return { boothId: reserved.id, boothNumber: reserved.number };
    }, admin);
  }
}
