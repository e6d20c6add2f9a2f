import type { JsonPart, SqlExpression } from '../../shared/database/json-parts.js';
import { ACTIVE_ENTRY_STATES } from '../domain/waitlist-entry.entity.js';

/**
 * Whether the vendor is on a waiting list now, as a part of a one-statement read: only then is
 * GetVendorWaitlistQuery's view (place, offer) worth reading.
 */
export function vendorOnWaitlistPart(vendorId: string | SqlExpression): JsonPart<boolean> {
  return {
    sql: `select to_jsonb(exists (select 1 from waitlist_entry
        where vendor_id = ? and state in (${ACTIVE_ENTRY_STATES.map(() => '?').join(', ')})))`,
    params: [vendorId, ...ACTIVE_ENTRY_STATES],
    read: (json) => json === true,
  };
}
