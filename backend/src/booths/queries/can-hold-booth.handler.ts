import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { CanHoldBoothQuery } from './can-hold-booth.query.js';

@QueryHandler(CanHoldBoothQuery)
export class CanHoldBoothHandler implements IQueryHandler<CanHoldBoothQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ boothId, vendorId }: CanHoldBoothQuery): Promise<boolean> {
    // The same conditions as HoldBoothHandler's update.
    const rows = await this.em.execute<unknown[]>(
      `select 1 from booth b join booth_area a on a.id = b.area_id
        where b.id = ? and a.allow_self_selection and b.status = 'available'
          and b.vendor_id is null
          and (b.hold_vendor_id is null or b.hold_expires_at <= ? or b.hold_vendor_id = ?)`,
      [boothId, this.clock.now(), vendorId],
    );
    return rows.length > 0;
  }
}
