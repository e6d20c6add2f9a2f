import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { Booth } from '../domain/booth.entity.js';
import { ListBoothsQuery } from './list-booths.query.js';
import { type StallRecord, stallRecordOf } from './stall-record.js';

@QueryHandler(ListBoothsQuery)
export class ListBoothsHandler implements IQueryHandler<ListBoothsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListBoothsQuery): Promise<StallRecord[]> {
    const where: FilterQuery<Booth> = {};
    if (filter.areaId !== undefined) where.area = { id: filter.areaId };
    // refresh: a command in this request may have changed stalls with plain SQL.
    const booths = await this.em.find(Booth, where, {
      populate: ['area'],
      orderBy: { area: { id: 'asc' }, number: 'asc' },
      refresh: true,
    });
    return booths.map(stallRecordOf);
  }
}
