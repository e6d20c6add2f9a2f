import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { normalizeAccessCode } from '@standl/contracts';
import { Vendor } from '../domain/vendor.entity.js';
import { FindVendorByAccessCodeQuery } from './find-vendor-by-access-code.query.js';

@QueryHandler(FindVendorByAccessCodeQuery)
export class FindVendorByAccessCodeHandler implements IQueryHandler<FindVendorByAccessCodeQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ accessCode }: FindVendorByAccessCodeQuery): Promise<Vendor | null> {
    return this.em.findOne(Vendor, {
      accessCode: normalizeAccessCode(accessCode),
      isBlocked: false,
    });
  }
}
