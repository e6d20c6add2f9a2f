import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothHoldReleasedEvent } from '../domain/booth-hold-released.event.js';
import { keepAgreedPriceIfTakenSql } from '../domain/stall-price.sql.js';
import { ReleaseExpiredHoldsCommand } from './release-expired-holds.command.js';

@CommandHandler(ReleaseExpiredHoldsCommand)
export class ReleaseExpiredHoldsHandler implements ICommandHandler<ReleaseExpiredHoldsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<{ released: number }> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'job:release-expired-holds');
      // Plain SQL on purpose: the holds' sweep of the rush (docs/decisions.md 91), one statement
      // that locks, clears and answers each stall with the vendor who held it (`update … from`
      // a locked sub-select keeps the old holder, which `returning` alone cannot).
      const released = await em.execute<{ id: number; number: string; vendor: string }[]>(
        `update booth b set hold_vendor_id = null, hold_expires_at = null,
           ${keepAgreedPriceIfTakenSql('b')}
         from (select id, hold_vendor_id from booth where hold_expires_at <= ? for update) old
         where b.id = old.id
         returning b.id, b.number, old.hold_vendor_id as vendor`,
        [this.clock.now()],
      );
      for (const booth of released) {
        record(
          new BoothHoldReleasedEvent(String(booth.id), {
            boothNumber: booth.number,
            vendorId: booth.vendor,
            reason: 'expired',
          }),
        );
      }
      return { released: released.length };
    }, 'system');
  }
}
