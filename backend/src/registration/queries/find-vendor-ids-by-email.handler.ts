import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { emailIs } from '../../shared/database/email-filter.js';
import { Vendor } from '../domain/vendor.entity.js';
import { FindVendorIdsByEmailQuery } from './find-vendor-ids-by-email.query.js';

@QueryHandler(FindVendorIdsByEmailQuery)
export class FindVendorIdsByEmailHandler implements IQueryHandler<FindVendorIdsByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindVendorIdsByEmailQuery): Promise<string[]> {
    const vendors = await this.em.find(Vendor, emailIs<Vendor>(email), {
      fields: ['id'],
      orderBy: { createdAt: 'asc' },
      // Ids only: no partly loaded vendor is left in the request's identity map.
      disableIdentityMap: true,
    });
    return vendors.map((vendor) => vendor.id);
  }
}
