import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Booth } from '../domain/booth.entity.js';
import { ListBoothsQuery } from './list-booths.query.js';

@QueryHandler(ListBoothsQuery)
export class ListBoothsHandler implements IQueryHandler<ListBoothsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ filter }: ListBoothsQuery): Promise<Booth[]> {
    const where: FilterQuery<Booth> = {};
    if (filter.areaId !== undefined) where.area = { id: filter.areaId };
    // refresh: a command in this request may have changed stalls with plain SQL.
    return this.em.find(Booth, where, {
      populate: ['area'],
      orderBy: { area: { id: 'asc' }, number: 'asc' },
      refresh: true,
    });
  }
}
