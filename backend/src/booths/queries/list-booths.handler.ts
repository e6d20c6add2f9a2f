import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Booth } from '../domain/booth.entity.js';
import { ListBoothsQuery } from './list-booths.query.js';

@QueryHandler(ListBoothsQuery)
export class ListBoothsHandler implements IQueryHandler<ListBoothsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<Booth[]> {
    return this.em.find(
      Booth,
      {},
      { populate: ['area'], orderBy: { area: { id: 'asc' }, number: 'asc' } },
    );
  }
}
