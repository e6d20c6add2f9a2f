import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { type DirectoryVendor, ListDirectoryVendorsQuery } from './list-directory-vendors.query.js';

@QueryHandler(ListDirectoryVendorsQuery)
export class ListDirectoryVendorsHandler implements IQueryHandler<ListDirectoryVendorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<DirectoryVendor[]> {
    // Only the three columns: nothing else of a vendor can reach the public answer.
    const vendors = await this.em.find(
      Vendor,
      {
        directoryConsent: true,
        isBlocked: false,
        registrationState: { $nin: ['rejected', 'withdrawn'] },
      },
      { fields: ['id', 'name', 'description'], disableIdentityMap: true },
    );
    return vendors.map(({ id, name, description }) => ({ id, name, description }));
  }
}
