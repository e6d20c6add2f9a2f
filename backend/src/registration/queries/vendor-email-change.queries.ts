import { Query } from '@nestjs/cqrs';

/** A request for a new e-mail address as the mails and the dashboard read it. */
export interface VendorEmailChangeView {
  id: string;
  vendorId: string;
  newEmail: string;
  previousEmail: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** One request by its id (the events name it); null when gone with its vendor. */
export class GetVendorEmailChangeQuery extends Query<VendorEmailChangeView | null> {
  constructor(readonly changeId: string) {
    super();
  }
}

/** The vendor's request still waiting for its link, if any. */
export class GetPendingEmailChangeQuery extends Query<VendorEmailChangeView | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
