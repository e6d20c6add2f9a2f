import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { VendorEmailChange } from '../domain/vendor-email-change.entity.js';
import {
  GetPendingEmailChangeQuery,
  GetVendorEmailChangeQuery,
  type VendorEmailChangeView,
} from './vendor-email-change.queries.js';

function viewOf(change: VendorEmailChange): VendorEmailChangeView {
  const { id, vendorId, newEmail, previousEmail, createdAt, expiresAt, usedAt } = change;
  return { id, vendorId, newEmail, previousEmail, createdAt, expiresAt, usedAt };
}

@QueryHandler(GetVendorEmailChangeQuery)
export class GetVendorEmailChangeHandler implements IQueryHandler<GetVendorEmailChangeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ changeId }: GetVendorEmailChangeQuery): Promise<VendorEmailChangeView | null> {
    const change = await this.em.findOne(VendorEmailChange, { id: changeId });
    return change && viewOf(change);
  }
}

@QueryHandler(GetPendingEmailChangeQuery)
export class GetPendingEmailChangeHandler implements IQueryHandler<GetPendingEmailChangeQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId }: GetPendingEmailChangeQuery): Promise<VendorEmailChangeView | null> {
    const change = await this.em.findOne(
      VendorEmailChange,
      { vendorId, usedAt: null, replacedAt: null, expiresAt: { $gt: this.clock.now() } },
      { orderBy: { createdAt: 'desc' } },
    );
    return change && viewOf(change);
  }
}
