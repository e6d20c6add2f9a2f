import { Command } from '@nestjs/cqrs';
import type { LedgerMethod } from '../domain/ledger-entry.entity.js';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';

/**
 * The organiser gave back money flagged for refund (a paid deposit whose stall went to someone
 * else, of a rejected or deleted vendor, or paid twice): a refund_made entry settles the
 * refund_due entry with the organiser's note. Once per refund (404 unknown, 409 already done).
 * Answers the vendor's account after it.
 */
export class MarkRefundMadeCommand extends Command<VendorAccount> {
  constructor(
    /** The refund_due entry's id. */
    readonly entryId: string,
    readonly note: string,
    readonly method: LedgerMethod | null,
    readonly actor: string,
  ) {
    super();
  }
}
