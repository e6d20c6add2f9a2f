import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import {
  GetPaymentFactsQuery,
  ListPaymentFactsQuery,
  type PaymentFacts,
  PaymentFactsPartQuery,
} from '../../registration/index.js';
import type { JsonPart } from '../../shared/database/json-parts.js';
import { Ledger, paymentFactsPart } from '../ledger/ledger.js';

/** Registration's questions about a vendor's money, answered from the ledger's entries alone. */
@QueryHandler(GetPaymentFactsQuery)
export class GetPaymentFactsHandler implements IQueryHandler<GetPaymentFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  async execute({ vendorId }: GetPaymentFactsQuery): Promise<PaymentFacts> {
    return (await this.ledger.paymentFacts(this.em, [vendorId])).get(vendorId)!;
  }
}

@QueryHandler(ListPaymentFactsQuery)
export class ListPaymentFactsHandler implements IQueryHandler<ListPaymentFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  execute({ vendorIds }: ListPaymentFactsQuery): Promise<Map<string, PaymentFacts>> {
    return this.ledger.paymentFacts(this.em, vendorIds);
  }
}

@QueryHandler(PaymentFactsPartQuery)
export class PaymentFactsPartHandler implements IQueryHandler<PaymentFactsPartQuery> {
  execute({ vendorId }: PaymentFactsPartQuery): Promise<JsonPart<PaymentFacts>> {
    return Promise.resolve(paymentFactsPart(vendorId));
  }
}
