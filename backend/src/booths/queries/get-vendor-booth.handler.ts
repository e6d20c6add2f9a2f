import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { Booth } from '../domain/booth.entity.js';
import { GetVendorBoothQuery, toVendorBooth, type VendorBooth } from './get-vendor-booth.query.js';

@QueryHandler(GetVendorBoothQuery)
export class GetVendorBoothHandler implements IQueryHandler<GetVendorBoothQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId }: GetVendorBoothQuery): Promise<VendorBooth | null> {
    const now = this.clock.now();
    const booth = await this.em.findOne(
      Booth,
      { $or: [{ vendorId }, { holdVendorId: vendorId, holdExpiresAt: { $gt: now } }] },
      { populate: ['area'], orderBy: { vendorId: 'asc' } },
    );
    return booth ? toVendorBooth(booth, booth.vendorId !== vendorId) : null;
  }
}
