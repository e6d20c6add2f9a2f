import { Query } from '@nestjs/cqrs';
import type { JsonPart } from '../../shared/database/json-parts.js';

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

/**
 * `GetPaymentFactsQuery`'s answer as a part of a one-statement read (`readJsonParts`,
 * `lockRowWithJsonParts`): the query runs nothing, the part is read with the rest.
 */
export class PaymentFactsPartQuery extends Query<JsonPart<PaymentFacts>> {
  constructor(readonly vendorId: string) {
    super();
  }
}
