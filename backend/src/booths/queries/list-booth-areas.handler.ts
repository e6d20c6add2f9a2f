import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { BoothArea } from '../domain/booth-area.entity.js';
import { type BoothAreaWithCount, ListBoothAreasQuery } from './list-booth-areas.query.js';

@QueryHandler(ListBoothAreasQuery)
export class ListBoothAreasHandler implements IQueryHandler<ListBoothAreasQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<BoothAreaWithCount[]> {
    const [areas, counts] = await Promise.all([
      this.em.find(BoothArea, {}, { orderBy: { id: 'asc' }, refresh: true }),
      this.em.execute<{ area_id: number; count: string }[]>(
        'select area_id, count(*) as count from booth group by area_id',
      ),
    ]);
    const countByArea = new Map(counts.map((row) => [Number(row.area_id), Number(row.count)]));
    return areas.map((area) => ({ area, totalBooths: countByArea.get(area.id) ?? 0 }));
  }
}
