import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import { ListVendorBoothsQuery, type VendorBooth } from '../../booths/index.js';
import { ListPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { statusOfVendor, type VendorStatus } from '../domain/vendor-status.js';
import { Vendor } from '../domain/vendor.entity.js';

export interface VendorWithStall {
  vendor: Vendor;
  booth: VendorBooth | null;
  status: VendorStatus;
}

/** The vendors matching `where` with their stall (occupied, reserved or held) and status. */
export async function vendorsWithStalls(
  em: EntityManager,
  queryBus: QueryBus,
  where: FilterQuery<Vendor>,
): Promise<VendorWithStall[]> {
  const vendors = await em.find(Vendor, where);
  if (vendors.length === 0) return [];
  const [booths, accounts] = await Promise.all([
    queryBus.execute(new ListVendorBoothsQuery()),
    queryBus.execute(new ListPaymentFactsQuery(vendors.map((vendor) => vendor.id))),
  ]);
  return vendors.map((vendor) => {
    const booth = booths.get(vendor.id) ?? null;
    const paid = accounts.get(vendor.id)?.paidAmount ?? 0;
    return { vendor, booth, status: statusOfVendor(vendor, booth, paid) };
  });
}
