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
  const released = await em.execute<ReleasedHold[]>(RELEASE_HOLDS_SQL, [vendorId, keepBoothId]);
  recordReleasedHolds(record, released, vendorId, reason);
  return released.length;
}

/** A stall whose hold `RELEASE_HOLDS_SQL` cleared. */
export interface ReleasedHold {
  id: number;
  number: string;
}

/**
 * Clears the holds of a vendor (`?`) on every stall but one (`?`, 0 for none) and names them;
 * also usable as a statement's `with` part.
 */
export const RELEASE_HOLDS_SQL = `update booth
  set hold_vendor_id = null, hold_expires_at = null, ${keepAgreedPriceIfTakenSql()}
  where hold_vendor_id = ? and id <> ? returning id, number`;

/** The events of holds cleared by `RELEASE_HOLDS_SQL`. */
export function recordReleasedHolds(
  record: (...events: DomainEvent[]) => void,
  released: readonly ReleasedHold[],
  vendorId: string,
  reason: Exclude<HoldReleaseReason, 'expired'>,
): void {
  for (const booth of released) {
    record(
      new BoothHoldReleasedEvent(String(booth.id), { boothNumber: booth.number, vendorId, reason }),
    );
  }
}
