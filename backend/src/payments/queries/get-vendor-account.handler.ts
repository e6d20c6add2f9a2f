import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { GetVendorStandingQuery } from '../../registration/index.js';
import { Ledger } from '../ledger/ledger.js';
import { GetVendorAccountQuery, type VendorAccount } from './get-vendor-account.query.js';

@QueryHandler(GetVendorAccountQuery)
export class GetVendorAccountHandler implements IQueryHandler<GetVendorAccountQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly ledger: Ledger,
  ) {}

  async execute({ vendorId, stall }: GetVendorAccountQuery): Promise<VendorAccount | null> {
    // A caller passing the stall has just read the vendor and their stall (see the query).
    const exists =
      stall !== undefined || (await this.queryBus.execute(new GetVendorStandingQuery(vendorId)));
    if (!exists) return null;
    return this.ledger.account(this.em, vendorId, stall);
  }
}
