import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Ledger } from '../ledger/ledger.js';
import type { VendorAccount } from './get-vendor-account.query.js';
import { ListVendorAccountsQuery } from './list-vendor-accounts.query.js';

@QueryHandler(ListVendorAccountsQuery)
export class ListVendorAccountsHandler implements IQueryHandler<ListVendorAccountsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  execute({ vendorIds }: ListVendorAccountsQuery): Promise<Map<string, VendorAccount>> {
    return this.ledger.accounts(this.em, vendorIds);
  }
}
