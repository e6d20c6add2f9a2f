import type { ObjectQuery } from '@mikro-orm/core';
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
      ...sessionStillCounts(sessionIssuedAt),
    });
    return active === 1;
  }
}

/** A session begun at `issuedAt` counts while its vendor is not blocked and has not logged out. */
export function sessionStillCounts(issuedAt: Date): ObjectQuery<Vendor> {
  return {
    isBlocked: false,
    $or: [{ sessionsEndedAt: null }, { sessionsEndedAt: { $lte: issuedAt } }],
  };
}
