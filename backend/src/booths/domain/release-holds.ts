import type { EntityManager } from '@mikro-orm/sql';
import type { DomainEvent } from '../../shared/events/domain-event.js';
import { keepAgreedPriceIfTakenSql } from './stall-price.sql.js';
import { BoothHoldReleasedEvent, type HoldReleaseReason } from './booth-hold-released.event.js';

/**
 * Clears a vendor's holds (all, or all but `keepBoothId`) and records why. Plain SQL on purpose:
 * it runs in every stall pick, the measured hot path of the rush (docs/decisions.md 91), and one
 * `update … returning` both clears and names the stalls for the events.
 */
export async function releaseHoldsOf(
  em: EntityManager,
  record: (...events: DomainEvent[]) => void,
  vendorId: string,
  reason: Exclude<HoldReleaseReason, 'expired'>,
  keepBoothId = 0,
): Promise<number> {
  const released = await em.execute<{ id: number; number: string }[]>(
    `update booth set hold_vendor_id = null, hold_expires_at = null, ${keepAgreedPriceIfTakenSql()}
     where hold_vendor_id = ? and id <> ? returning id, number`,
    [vendorId, keepBoothId],
  );
  for (const booth of released) {
    record(
      new BoothHoldReleasedEvent(String(booth.id), { boothNumber: booth.number, vendorId, reason }),
    );
  }
  return released.length;
}
