import { DomainEvent } from '../../shared/events/domain-event.js';
import type { LedgerEntryKind } from '../queries/get-vendor-account.query.js';

/**
 * Money was booked in a vendor's ledger (docs/decisions.md 72); the amounts after the entry, in
 * cents.
 */
export class LedgerEntryBookedEvent extends DomainEvent<{
  entryId: string;
  kind: LedgerEntryKind;
  amount: number;
  method: string | null;
  reference: string | null;
  note: string | null;
  totalAmount: number;
  paidAmount: number;
  openAmount: number;
}> {
  static readonly TYPE = 'payments.ledger-entry-booked.v1';
  readonly type = LedgerEntryBookedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
