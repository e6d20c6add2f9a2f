import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Ledger } from '../ledger/ledger.js';
import { HasPaidDepositQuery } from '../../registration/index.js';

@QueryHandler(HasPaidDepositQuery)
export class HasPaidDepositHandler implements IQueryHandler<HasPaidDepositQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: Ledger,
  ) {}

  execute({ vendorId }: HasPaidDepositQuery): Promise<boolean> {
    return this.ledger.depositPaid(this.em, vendorId);
  }
}
