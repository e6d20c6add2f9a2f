import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import {
  GetPaymentFactsQuery,
  ListPaymentFactsQuery,
  type PaymentFacts,
} from '../../registration/index.js';
import type { VendorAccount } from './get-vendor-account.query.js';
import { Ledger } from '../ledger/ledger.js';

function factsOf(account: VendorAccount): PaymentFacts {
  return { paidAmount: account.paidAmount, depositPaid: account.depositPaid };
}

@QueryHandler(GetPaymentFactsQuery)
export class GetPaymentFactsHandler implements IQueryHandler<GetPaymentFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  async execute({ vendorId }: GetPaymentFactsQuery): Promise<PaymentFacts> {
    return factsOf(await this.ledger.account(this.em, vendorId));
  }
}

@QueryHandler(ListPaymentFactsQuery)
export class ListPaymentFactsHandler implements IQueryHandler<ListPaymentFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  async execute({ vendorIds }: ListPaymentFactsQuery): Promise<Map<string, PaymentFacts>> {
    const accounts = await this.ledger.accounts(this.em, vendorIds);
    return new Map([...accounts].map(([id, account]) => [id, factsOf(account)]));
  }
}
