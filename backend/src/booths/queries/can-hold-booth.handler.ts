import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { HOLDABLE_BOOTH_SQL } from '../domain/booth.entity.js';
import { CanHoldBoothQuery } from './can-hold-booth.query.js';

@QueryHandler(CanHoldBoothQuery)
export class CanHoldBoothHandler implements IQueryHandler<CanHoldBoothQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ boothId, vendorId }: CanHoldBoothQuery): Promise<boolean> {
    // Plain SQL on purpose: the stall pick's read before the hold, the measured hot path of the
    // rush (docs/decisions.md 91, 194).
    const rows = await this.em.execute<unknown[]>(
      `select 1 from booth b join booth_area a on a.id = b.area_id
        where b.id = ? and ${HOLDABLE_BOOTH_SQL}`,
      [boothId, this.clock.now(), vendorId],
    );
    return rows.length > 0;
  }
}
