import { Query } from '@nestjs/cqrs';

export interface VendorHistoryEntry {
  id: string;
  occurredAt: Date;
  type: string;
  /** Who acted: an account's display name at the time, 'vendor', 'system', 'sumup'. */
  actor: string | null;
  /** The console account that acted, when one did. */
  actorAccountId: number | null;
  title: string;
  detail: string | null;
}

/** What happened to a vendor, newest first, read from the domain events of every context. */
export class GetVendorHistoryQuery extends Query<VendorHistoryEntry[]> {
  constructor(readonly vendorId: string) {
    super();
  }
}
