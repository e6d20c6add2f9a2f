import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { Booth } from '../domain/booth.entity.js';
import { toVendorBooth, type VendorBooth } from './get-vendor-booth.query.js';
import { ListVendorBoothsQuery } from './list-vendor-booths.query.js';

@QueryHandler(ListVendorBoothsQuery)
export class ListVendorBoothsHandler implements IQueryHandler<ListVendorBoothsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Map<string, VendorBooth>> {
    const now = this.clock.now();
    const booths = await this.em.find(
      Booth,
      {
        $or: [
          { vendorId: { $ne: null } },
          { holdVendorId: { $ne: null }, holdExpiresAt: { $gt: now } },
        ],
      },
      { populate: ['area'] },
    );
    const byVendor = new Map<string, VendorBooth>();
    for (const booth of booths) {
      const vendorId = booth.vendorId ?? booth.holdVendorId!;
      if (booth.vendorId === null && byVendor.has(vendorId)) continue;
      byVendor.set(vendorId, toVendorBooth(booth, booth.vendorId === null));
    }
    return byVendor;
  }
}
