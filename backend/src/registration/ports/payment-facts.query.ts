import { Query } from '@nestjs/cqrs';

/** What registration's rules need of a vendor's money: the payments ledger answers (cents). */
export interface PaymentFacts {
  paidAmount: number;
  /** The latest deposit is covered by what was paid. */
  depositPaid: boolean;
}

/** The payment facts of a vendor who exists (the caller has read or locked the vendor). */
export class GetPaymentFactsQuery extends Query<PaymentFacts> {
  constructor(readonly vendorId: string) {
    super();
  }
}

/** The payment facts of the given vendors by id; a vendor without ledger lines has paid 0. */
export class ListPaymentFactsQuery extends Query<Map<string, PaymentFacts>> {
  constructor(readonly vendorIds: readonly string[]) {
    super();
  }
}
