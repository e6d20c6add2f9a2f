import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { FREE_BOOTH_SQL } from '../domain/booth.entity.js';
import { type FreeBooth, ListFreeBoothsQuery } from './list-free-booths.query.js';

@QueryHandler(ListFreeBoothsQuery)
export class ListFreeBoothsHandler implements IQueryHandler<ListFreeBoothsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ areaId }: ListFreeBoothsQuery): Promise<FreeBooth[]> {
    // Plain SQL on purpose: the one statement of the rule "free" (docs/decisions.md 194).
    const rows = await this.em.execute<{ id: number; number: string }[]>(
      `select b.id, b.number from booth b where b.area_id = ? and ${FREE_BOOTH_SQL}
        order by cast(substring(b.number from '[0-9]+$') as integer), b.id`,
      [areaId, this.clock.now()],
    );
    return rows.map((row) => ({ id: Number(row.id), number: row.number }));
  }
}
