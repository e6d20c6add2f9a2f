import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { ListVendorsQuery } from './list-vendors.query.js';

@QueryHandler(ListVendorsQuery)
export class ListVendorsHandler implements IQueryHandler<ListVendorsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<Vendor[]> {
    return this.em.find(Vendor, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }
}
