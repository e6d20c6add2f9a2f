import { Query } from '@nestjs/cqrs';

export interface Refund {
  /** The refund_due entry. */
  entryId: string;
  vendorId: string;
  /** Cents to give back (positive). */
  amount: number;
  reference: string | null;
  note: string | null;
  createdAt: Date;
  refundedAt: Date | null;
  refundNote: string | null;
}

/** Every refund_due entry, open ones first, then the newest (the organiser's payments tab). */
export class ListRefundsQuery extends Query<Refund[]> {}
