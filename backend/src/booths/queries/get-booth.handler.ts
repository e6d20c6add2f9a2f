import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Booth } from '../domain/booth.entity.js';
import { GetBoothQuery } from './get-booth.query.js';
import { type StallRecord, stallRecordOf } from './stall-record.js';

@QueryHandler(GetBoothQuery)
export class GetBoothHandler implements IQueryHandler<GetBoothQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ boothId }: GetBoothQuery): Promise<StallRecord | null> {
    // refresh: a command in this request may have changed the stall with plain SQL.
    const booth = await this.em.findOne(
      Booth,
      { id: boothId },
      { populate: ['area'], refresh: true },
    );
    return booth && stallRecordOf(booth);
  }
}
