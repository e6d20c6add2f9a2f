import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { VendorMaySignInQuery } from '../../shared/auth/vendor-may-sign-in.query.js';
import { Vendor } from '../domain/vendor.entity.js';

@QueryHandler(VendorMaySignInQuery)
export class VendorMaySignInHandler implements IQueryHandler<VendorMaySignInQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId, sessionIssuedAt }: VendorMaySignInQuery): Promise<boolean> {
    const active = await this.em.count(Vendor, {
      id: vendorId,
      isBlocked: false,
      $or: [{ sessionsEndedAt: null }, { sessionsEndedAt: { $lte: sessionIssuedAt } }],
    });
    return active === 1;
  }
}
